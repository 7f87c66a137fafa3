// Local staging for uploads in progress: DATA_DIR/tmp/uploads/<uuid>.part. A file here is either being
// written by a live request or left over from a crash, so the start-up sweep empties the folder.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

export interface Staging {
  readonly dir: string;
  /** A fresh, unused path in the staging folder (the folder exists). */
  newPath(): Promise<string>;
  discard(file: string): Promise<void>;
  /** Deletes every staged file; returns how many. Call only when no upload is in flight (start-up). */
  sweep(): Promise<number>;
}

export function createStaging(dir: string): Staging {
  let ready: Promise<unknown> | null = null;
  return {
    dir,
    async newPath() {
      ready ??= fs.mkdir(dir, { recursive: true });
      await ready;
      return path.join(dir, `${randomUUID()}.part`);
    },
    async discard(file) {
      await fs.rm(file, { force: true });
    },
    async sweep() {
      const names = await fs.readdir(dir).catch(() => [] as string[]);
      await Promise.all(names.map((n) => fs.rm(path.join(dir, n), { force: true, recursive: true })));
      return names.length;
    },
  };
}
