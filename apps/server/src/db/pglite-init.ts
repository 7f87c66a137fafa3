// First start on an empty DATA_DIR: PGlite's initdb runs inside its WebAssembly memory and touches about
// 700 MB, which a WebAssembly memory never gives back. Done in-process, the server would carry that for
// its whole life (measured: 730 MB resident after the first start, 250 MB after a restart on the same
// directory). So initdb runs in a short-lived child process, into a temporary sibling directory that is
// renamed into place only once complete: a crash mid-initdb leaves no half-made database behind.
import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { siblingEntry } from '../lib/sibling-entry.js';

const run = promisify(execFile);

async function exists(file: string): Promise<boolean> {
  return fs.access(file).then(
    () => true,
    () => false,
  );
}

/** Makes `dir` a ready PGlite data directory unless it already is one. */
export async function ensurePgliteDataDir(dir: string, sharedBuffers: string): Promise<void> {
  if (await exists(path.join(dir, 'PG_VERSION'))) return;
  if (await exists(dir)) {
    const entries = await fs.readdir(dir);
    if (entries.length > 0) {
      throw new Error(`${dir} is not empty but holds no database (no PG_VERSION); refusing to touch it`);
    }
    await fs.rmdir(dir);
  }
  await fs.mkdir(path.dirname(dir), { recursive: true });
  const staging = `${dir}.init-${process.pid}`;
  await fs.rm(staging, { recursive: true, force: true });
  const child = siblingEntry(import.meta.url, 'pglite-init-child');
  try {
    await run(process.execPath, [...child.execArgv, fileURLToPath(child.url), staging, sharedBuffers], {
      timeout: 120_000,
      maxBuffer: 1024 * 1024,
    });
  } catch (error) {
    await fs.rm(staging, { recursive: true, force: true });
    const detail = (error as { stderr?: string }).stderr?.trim();
    throw new Error(`Could not create the embedded database in ${dir}${detail ? `: ${detail}` : ''}`, {
      cause: error,
    });
  }
  try {
    await fs.rename(staging, dir);
  } catch (error) {
    // Another process starting on the same DATA_DIR got there first: use its database.
    await fs.rm(staging, { recursive: true, force: true });
    if (!(await exists(path.join(dir, 'PG_VERSION')))) throw error;
  }
}
