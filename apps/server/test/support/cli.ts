// Runs one of the server's command-line scripts as an operator would, in a child process through tsx, on the
// given DATA_DIR (never the test run's DATABASE_URL): its output, or its exit code and error output.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const serverDir = path.resolve(import.meta.dirname, '../..');

export function cliScript(script: string, dataDir: () => string) {
  const cli = (args: string[]) => {
    const { DATABASE_URL: _ignored, ...rest } = process.env;
    return run(process.execPath, ['--conditions=source', '--import', 'tsx', script, ...args], {
      cwd: serverDir,
      env: { ...rest, NODE_ENV: 'test', DATA_DIR: dataDir() },
    });
  };
  const failureOf = (args: string[]) =>
    cli(args).then(
      () => ({ code: 0, stderr: '' }),
      (err: { code: number; stderr: string }) => err,
    );
  return { cli, failureOf };
}
