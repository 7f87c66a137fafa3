// A small filesystem for a DATA_DIR that a test can fill up: a real tmpfs of its own where this process may
// mount one (root, as on the CI and the test machines), otherwise the same folder on the ordinary disk with
// "full" simulated inside the server process (simulated-disk-full.ts). The test reads `real` to say which.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** In a simulated small disk, this file in DATA_DIR means "the disk is full". */
export const SIMULATED_FULL_FLAG = '.simulated-disk-full';

export interface SmallDisk {
  dir: string;
  /** True for a real tmpfs; false when "full" is simulated by `nodeArgs` in the server. */
  real: boolean;
  /** What the server process needs to run with, for the simulated kind. */
  nodeArgs: string[];
  /** Fills the filesystem until a write fails with ENOSPC. */
  fill(): Promise<void>;
  /** Frees what fill() took. */
  free(): Promise<void>;
  remove(): Promise<void>;
}

export async function smallDisk(megabytes: number): Promise<SmallDisk> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'dhvani-small-disk-'));
  // SMALL_DISK=simulated runs the fallback where a mount would work, to keep it honest.
  const mounted =
    process.env.SMALL_DISK !== 'simulated' &&
    (await run('mount', ['-t', 'tmpfs', '-o', `size=${megabytes}m`, 'tmpfs', dir]).then(
      () => true,
      () => false,
    ));
  const filler = path.join(dir, 'filler');
  if (!mounted) {
    const flag = path.join(dir, SIMULATED_FULL_FLAG);
    return {
      dir,
      real: false,
      nodeArgs: ['--import', path.join(import.meta.dirname, 'simulated-disk-full.ts')],
      fill: () => fs.writeFile(flag, ''),
      free: () => fs.rm(flag, { force: true }),
      remove: () => fs.rm(dir, { recursive: true, force: true }),
    };
  }
  return {
    dir,
    real: true,
    nodeArgs: [],
    async fill() {
      const handle = await fs.open(filler, 'a');
      const chunk = randomBytes(1024 * 1024);
      try {
        // Whole megabytes, then single pages, so that not even a small write fits afterwards.
        for (const size of [chunk.length, 4096]) {
          for (;;) {
            const written = await handle.write(chunk, 0, size).catch((err: NodeJS.ErrnoException) => {
              if (err.code === 'ENOSPC') return null;
              throw err;
            });
            if (!written) break;
          }
        }
      } finally {
        await handle.close();
      }
    },
    free: () => fs.rm(filler, { force: true }),
    async remove() {
      // A process that has just been killed may still hold a file here for a moment.
      for (let attempt = 0; ; attempt++) {
        const unmounted = await run('umount', [dir]).then(
          () => true,
          (err: unknown) => {
            if (attempt >= 50) throw err;
            return false;
          },
        );
        if (unmounted) break;
        await new Promise((r) => setTimeout(r, 100));
      }
      await fs.rm(dir, { recursive: true, force: true });
    },
  };
}
