import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DataDirInUseError, LOCK_FILE, lockDataDir } from './data-dir-lock.js';

describe('the DATA_DIR database lock', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'dhvani-lock-'));
  });
  afterEach(() => fs.rm(dir, { recursive: true, force: true }));

  const lockFile = () => path.join(dir, LOCK_FILE);
  const readLock = async () => JSON.parse(await fs.readFile(lockFile(), 'utf8')) as Record<string, unknown>;
  /** A lock as another process would have written it, on this system unless told otherwise. */
  async function writeForeignLock(fields: Record<string, unknown>) {
    const probe = await lockDataDir(dir);
    const mine = await readLock();
    await probe.release();
    await fs.writeFile(lockFile(), JSON.stringify({ ...mine, id: 'foreign', ...fields }));
  }
  async function idleProcess() {
    const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
    await new Promise((resolve) => child.once('spawn', resolve));
    const stat = await fs.readFile(`/proc/${child.pid}/stat`, 'utf8').catch(() => null);
    const started = stat ? stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] : null;
    return { child, started };
  }

  it('refuses a second holder, naming the folder and the process, and is free again after release', async () => {
    const first = await lockDataDir(dir);
    const second = lockDataDir(dir);
    await expect(second).rejects.toBeInstanceOf(DataDirInUseError);
    await expect(second).rejects.toThrow(`DATA_DIR ${dir} is already in use`);
    await expect(second).rejects.toThrow(`process ${process.pid}`);
    await first.release();
    await expect(fs.stat(lockFile())).rejects.toMatchObject({ code: 'ENOENT' });
    await (await lockDataDir(dir)).release();
  });

  it('is held while its process runs and taken over once that process is killed', async () => {
    const { child, started } = await idleProcess();
    try {
      await writeForeignLock({ pid: child.pid, started });
      await expect(lockDataDir(dir)).rejects.toThrow(`process ${child.pid}`);
    } finally {
      child.kill('SIGKILL');
      await new Promise((resolve) => child.once('exit', resolve));
    }
    const lock = await lockDataDir(dir);
    expect(await readLock()).toMatchObject({ pid: process.pid });
    await lock.release();
  });

  it('does not mistake a reused pid for the process that held the lock', async () => {
    if (!(await fs.stat('/proc/self/stat').catch(() => null))) return; // start times exist on Linux only
    const { child } = await idleProcess();
    try {
      await writeForeignLock({ pid: child.pid, started: '1' });
      const lock = await lockDataDir(dir);
      await lock.release();
    } finally {
      child.kill('SIGKILL');
    }
  });

  it('gives a stale lock to exactly one of two processes that find it at once', async () => {
    await writeForeignLock({ pid: 2 ** 22 + 1, started: '1' });
    const results = await Promise.allSettled([lockDataDir(dir), lockDataDir(dir), lockDataDir(dir)]);
    const won = results.filter((r) => r.status === 'fulfilled');
    expect(won).toHaveLength(1);
    for (const r of results) if (r.status === 'rejected') expect(r.reason).toBeInstanceOf(DataDirInUseError);
    await (won[0] as PromiseFulfilledResult<{ release(): Promise<void> }>).value.release();
    expect((await fs.readdir(dir)).filter((f) => f.startsWith(LOCK_FILE))).toEqual([]);
  });

  it('trusts a holder it cannot check (another machine or container) and says how to clear it', async () => {
    await writeForeignLock({ pid: 4242, host: 'other-host', system: 'another-boot/pid:[1]' });
    const refused = lockDataDir(dir);
    await expect(refused).rejects.toThrow('process 4242 on other-host');
    await expect(refused).rejects.toThrow(`delete ${lockFile()} and start again`);
  });
});
