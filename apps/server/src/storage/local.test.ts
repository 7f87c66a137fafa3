import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from './local.js';
import { StorageNotFoundError } from './types.js';

describe('local storage driver', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'local-driver-'));
  });
  afterAll(async () => fs.rm(dir, { recursive: true, force: true }));

  it('moves a staged file under its key, reads it whole or in part, lists and deletes it', async () => {
    const storage = createLocalStorage(path.join(dir, 'audio'));
    const staged = path.join(dir, 'x.part');
    await fs.writeFile(staged, '0123456789');
    await storage.putFile('recordings/ab/one.wav', staged, 10);
    await expect(fs.stat(staged)).rejects.toThrow();
    expect(Buffer.from(await storage.readAll('recordings/ab/one.wav')).toString()).toBe('0123456789');
    expect(await text(await storage.read('recordings/ab/one.wav', { start: 2, end: 4 }))).toBe('234');
    expect(await storage.stat('recordings/ab/one.wav')).toEqual({ size: 10 });
    const listed = [];
    for await (const o of storage.list('recordings/')) listed.push(o.key);
    expect(listed).toEqual(['recordings/ab/one.wav']);
    await storage.delete('recordings/ab/one.wav');
    await storage.delete('recordings/ab/one.wav');
    expect(await storage.stat('recordings/ab/one.wav')).toBeNull();
    await expect(storage.read('recordings/ab/one.wav')).rejects.toBeInstanceOf(StorageNotFoundError);
  });

  it('refuses keys that climb out of the storage folder', async () => {
    const storage = createLocalStorage(path.join(dir, 'audio'));
    await expect(storage.readAll('../x')).rejects.toThrow(/Unsafe storage key/);
    await expect(storage.readAll('/etc/passwd')).rejects.toThrow(/Unsafe storage key/);
  });
});
