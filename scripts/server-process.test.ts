import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVER_ENTRY, SERVER_MALLOC_ENV, SERVER_NODE_ARGS, serverProcess } from './server-process.mjs';

describe('serverProcess', () => {
  it('starts the built entry after the Node flags', () => {
    const { args } = serverProcess('/srv/dhvani', {});
    expect(args.at(-1)).toBe(path.join('/srv/dhvani', SERVER_ENTRY));
    expect(args.slice(0, -1)).toEqual(SERVER_NODE_ARGS);
  });

  it('adds the malloc settings and keeps the rest of the environment', () => {
    const { env } = serverProcess('/srv/dhvani', { PORT: '9000' });
    expect(env).toEqual({ ...SERVER_MALLOC_ENV, PORT: '9000' });
  });

  it("lets an operator's own malloc setting win", () => {
    const [name] = Object.keys(SERVER_MALLOC_ENV);
    const { env } = serverProcess('/srv/dhvani', { [name!]: 'operator-value' });
    expect(env[name!]).toBe('operator-value');
  });
});
