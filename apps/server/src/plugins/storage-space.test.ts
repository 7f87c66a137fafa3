import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import storageSpace from './storage-space.js';

// A database server's disk is out of this machine's sight: its disk_full errors are all /health can go by.
describe('storage state with the database on a PostgreSQL server', () => {
  let app: FastifyInstance | null = null;
  afterEach(() => app?.close());

  async function build(): Promise<FastifyInstance> {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'dhvani-space-'));
    const instance = Fastify();
    instance.decorate('config', { dataDir } as FastifyInstance['config']);
    instance.decorate('database', { kind: 'postgres' } as FastifyInstance['database']);
    await instance.register(storageSpace);
    let diskFull = true;
    instance.post('/write', async () => {
      if (diskFull)
        throw Object.assign(new Error('could not extend file: No space left on device'), { code: '53100' });
      return { ok: true };
    });
    instance.get('/free', async () => {
      diskFull = false;
      return { ok: true };
    });
    instance.addHook('onClose', () => fs.rm(dataDir, { recursive: true, force: true }));
    return instance;
  }

  it('is full after a disk_full error and ok again once a write succeeds', async () => {
    app = await build();
    expect(await app.storageSpace.check()).toBe('ok');
    expect((await app.inject({ method: 'POST', url: '/write' })).statusCode).toBe(500);
    expect(await app.storageSpace.check()).toBe('full');
    await app.inject({ method: 'GET', url: '/free' });
    expect(await app.storageSpace.check()).toBe('full'); // reads prove nothing
    expect((await app.inject({ method: 'POST', url: '/write' })).statusCode).toBe(200);
    expect(await app.storageSpace.check()).toBe('ok');
  });
});
