// How every command-line script ends: its exit code, or 1 with the message of an error it expects (a bad
// environment, the DATA_DIR in use: something the operator can fix) and the whole error otherwise.
export type ErrorClass = abstract new (...args: never[]) => Error;

export function runCli(main: () => Promise<number>, expected: ErrorClass[]): void {
  main().then(
    (code) => process.exit(code),
    (err: unknown) => {
      if (expected.some((kind) => err instanceof kind)) console.error((err as Error).message);
      else console.error(err);
      process.exit(1);
    },
  );
}
