// PGlite is an engine for one process: two servers on one DATA_DIR would each run their own copy of the
// database over the same files, each seeing only its own writes, and the last to stop would overwrite the
// other's recordings and awards (issue 17 §2). So the embedded database is locked: DATA_DIR/db.lock names
// the process that holds it, and a second process refuses to start. (PostgreSQL needs no such lock: it is
// one server however many API processes talk to it.)
//
// A crash (kill -9) leaves the file behind. It is stale when the process it names is gone; the next start
// then takes it over. "Gone" is decided by pid AND the process's start time on Linux (a pid is reused),
// which only means something on the same kernel and in the same pid namespace; a holder elsewhere (another
// host or container sharing the folder) cannot be checked, so it is trusted and the message says how to
// clear it by hand. Every write is a complete file put in place by link() or rename(), never a partial one.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import { readFileSync, unlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const LOCK_FILE = 'db.lock';

interface Holder {
  /** Tells one opening of the lock from any other, even in the same process. */
  id: string;
  pid: number;
  host: string;
  /** Linux: boot id and pid namespace, where a pid means this process; null elsewhere. */
  system: string | null;
  /** Linux: the process's start time in clock ticks since boot (tells a reused pid apart). */
  started: string | null;
  since: string;
}

export class DataDirInUseError extends Error {
  override readonly name = 'DataDirInUseError';
  constructor(dataDir: string, holder: Holder, checkable: boolean) {
    const who = `process ${holder.pid}${checkable ? '' : ` on ${holder.host}`}, running since ${holder.since}`;
    super(
      `DATA_DIR ${dataDir} is already in use by another Dhvani Shilp server (${who}). ` +
        'Two servers on one DATA_DIR would lose data: stop that server first, or give this one its own DATA_DIR.' +
        (checkable
          ? ''
          : ` This machine cannot check a process there; if it is no longer running, delete ${path.join(dataDir, LOCK_FILE)} and start again.`),
    );
  }
}

export interface DataDirLock {
  release(): Promise<void>;
}

const readText = (file: string) =>
  fs.readFile(file, 'utf8').then(
    (s) => s.trim(),
    () => null,
  );

async function startTicks(pid: number): Promise<string | null> {
  const stat = await readText(`/proc/${pid}/stat`);
  // Field 22; the command name (field 2) is in parentheses and may itself hold spaces or parentheses.
  return stat?.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
}

async function me(): Promise<Holder> {
  const [bootId, pidNs, started] = await Promise.all([
    readText('/proc/sys/kernel/random/boot_id'),
    fs.readlink('/proc/self/ns/pid').catch(() => null),
    startTicks(process.pid),
  ]);
  return {
    id: randomUUID(),
    pid: process.pid,
    host: os.hostname(),
    system: bootId && pidNs ? `${bootId}/${pidNs}` : null,
    started,
    since: new Date().toISOString(),
  };
}

const sameHolder = (a: Holder, b: Holder) => a.id === b.id;

const checkable = (holder: Holder, self: Holder) =>
  self.system !== null ? holder.system === self.system : holder.host === self.host;

async function isRunning(holder: Holder): Promise<boolean> {
  try {
    process.kill(holder.pid, 0);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ESRCH') return false;
  }
  return holder.started === null || (await startTicks(holder.pid)) === holder.started;
}

async function readHolder(file: string): Promise<Holder | null> {
  const text = await readText(file);
  if (text === null) return null;
  try {
    return JSON.parse(text) as Holder;
  } catch {
    throw new Error(`${file} is not a lock file this server wrote; remove it if no server uses this folder`);
  }
}

/** Puts `holder` at `file` unless a file is there already; returns whether it did. */
async function publish(file: string, holder: Holder, replace = false): Promise<boolean> {
  const draft = `${file}.${process.pid}.${randomUUID()}`;
  await fs.writeFile(draft, JSON.stringify(holder), { mode: 0o644 });
  try {
    if (replace) await fs.rename(draft, file);
    else await fs.link(draft, file);
    return true;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw err;
  } finally {
    await fs.rm(draft, { force: true });
  }
}

/**
 * Replaces the dead `stale` holder with `self`. Two processes may find the same stale lock at once: the one
 * that creates the claim file for that holder replaces it; the other is refused in favour of the claimer.
 */
async function takeOver(dataDir: string, file: string, stale: Holder, self: Holder): Promise<void> {
  const claim = `${file}.takeover-${stale.id}`;
  if (!(await publish(claim, self))) {
    const claimer = await readHolder(claim);
    if (claimer && (await isRunning(claimer))) throw new DataDirInUseError(dataDir, claimer, true);
    // A claimer that died mid-takeover leaves its claim; anyone may clear it and look again.
    await fs.rm(claim, { force: true });
    return;
  }
  try {
    const current = await readHolder(file);
    if (current && sameHolder(current, stale)) await publish(file, self, true);
  } finally {
    await fs.rm(claim, { force: true });
  }
}

/** Takes DATA_DIR's database lock, or throws DataDirInUseError naming the process that holds it. */
export async function lockDataDir(dataDir: string): Promise<DataDirLock> {
  await fs.mkdir(dataDir, { recursive: true });
  const file = path.join(dataDir, LOCK_FILE);
  const self = await me();
  for (let attempt = 0; attempt < 10; attempt++) {
    if (await publish(file, self)) break;
    const holder = await readHolder(file);
    if (!holder) continue; // released between our two looks
    if (sameHolder(holder, self)) break; // a stale holder's takeover just made it ours
    const canCheck = checkable(holder, self);
    if (!canCheck || (await isRunning(holder))) throw new DataDirInUseError(dataDir, holder, canCheck);
    await takeOver(dataDir, file, holder, self);
  }
  const mine = await readHolder(file);
  if (!mine || !sameHolder(mine, self)) throw new Error(`Could not lock ${file}: it keeps changing`);

  // Removed on every exit the process gets to see; a kill -9 leaves it stale for the next start.
  const releaseOnExit = () => {
    try {
      const current = JSON.parse(readFileSync(file, 'utf8')) as Holder;
      if (sameHolder(current, self)) unlinkSync(file);
    } catch {
      // already gone, or another process's now: nothing of ours to remove
    }
  };
  process.once('exit', releaseOnExit);
  return {
    async release() {
      process.removeListener('exit', releaseOnExit);
      const current = await readHolder(file).catch(() => null);
      if (current && sameHolder(current, self)) await fs.rm(file, { force: true });
    },
  };
}
