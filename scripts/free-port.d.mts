// Types for free-port.mjs, so the server's TypeScript tests can call it.
export function freePort(host?: string): Promise<number>;
