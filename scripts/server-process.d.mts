// Types for server-process.mjs, so the TypeScript end-to-end setup can start the server the same way.
export declare const SERVER_NODE_ARGS: string[];
export declare const SERVER_MALLOC_ENV: Record<string, string>;
export declare const SERVER_ENTRY: string;
export declare function serverProcess(
  root: string,
  env?: NodeJS.ProcessEnv,
): { args: string[]; env: NodeJS.ProcessEnv };
