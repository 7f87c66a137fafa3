// The first-start initdb in a child process (pglite-init.ts): the directory appears whole or not at all.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PGLITE_SHARED_BUFFERS } from './database.js';
import { ensurePgliteDataDir } from './pglite-init.js';

let root = '';
beforeEach(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'dhvani-pglite-init-'));
});
afterEach(async () => {
  await fs.rm(root, { recursive: true, force: true });
});

describe('ensurePgliteDataDir', () => {
  it('creates a database directory in a child process, leaves no staging folder, and is idempotent', async () => {
    const dir = path.join(root, 'data', 'db');
    await ensurePgliteDataDir(dir, PGLITE_SHARED_BUFFERS);
    expect((await fs.readFile(path.join(dir, 'PG_VERSION'), 'utf8')).trim()).toMatch(/^\d+$/);
    const stat = await fs.stat(path.join(dir, 'PG_VERSION'));
    await ensurePgliteDataDir(dir, PGLITE_SHARED_BUFFERS);
    expect((await fs.stat(path.join(dir, 'PG_VERSION'))).mtimeMs).toBe(stat.mtimeMs);
    expect(await fs.readdir(path.join(root, 'data'))).toEqual(['db']);
  }, 120_000);

  it('accepts an empty directory', async () => {
    const dir = path.join(root, 'db');
    await fs.mkdir(dir);
    await ensurePgliteDataDir(dir, PGLITE_SHARED_BUFFERS);
    expect(await fs.readdir(dir)).toContain('PG_VERSION');
  }, 120_000);

  it('refuses a non-empty directory that holds no database, and leaves it untouched', async () => {
    const dir = path.join(root, 'db');
    await fs.mkdir(dir);
    await fs.writeFile(path.join(dir, 'notes.txt'), 'mine');
    await expect(ensurePgliteDataDir(dir, PGLITE_SHARED_BUFFERS)).rejects.toThrow(
      /is not empty but holds no database/,
    );
    expect(await fs.readdir(dir)).toEqual(['notes.txt']);
    expect(await fs.readdir(root)).toEqual(['db']);
  });

  it('reports a failed initdb clearly and cleans up its staging folder', async () => {
    const dir = path.join(root, 'db');
    await expect(ensurePgliteDataDir(dir, 'not-a-size')).rejects.toThrow(
      /Could not create the embedded database/,
    );
    expect(await fs.readdir(root)).toEqual([]);
  }, 120_000);
});
