// The default storage driver: files under DATA_DIR/audio, keyed by relative path.
import type { Dirent } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { assertSafeKey, StorageNotFoundError, type Storage, type StoredObject } from './types.js';

const isMissing = (err: unknown) => (err as { code?: string }).code === 'ENOENT';

export function createLocalStorage(rootDir: string): Storage {
  const fileOf = (key: string) => {
    assertSafeKey(key);
    return path.join(rootDir, key);
  };

  async function* walk(dir: string, rel: string): AsyncGenerator<StoredObject> {
    let entries: Dirent[];
    try {
      entries = await fs.readdir(dir, { withFileTypes: true });
    } catch (err) {
      if (isMissing(err)) return;
      throw err;
    }
    for (const entry of entries) {
      const childRel = rel ? `${rel}/${entry.name}` : entry.name;
      const child = path.join(dir, entry.name);
      if (entry.isDirectory()) yield* walk(child, childRel);
      else if (entry.isFile()) {
        const st = await fs.stat(child).catch(() => null);
        if (st) yield { key: childRel, size: st.size, lastModified: st.mtime };
      }
    }
  }

  return {
    kind: 'local',
    async putFile(key, sourcePath) {
      const target = fileOf(key);
      await fs.mkdir(path.dirname(target), { recursive: true });
      try {
        await fs.rename(sourcePath, target);
      } catch (err) {
        // Staging on another filesystem: copy, then drop the staging file.
        if ((err as { code?: string }).code !== 'EXDEV') throw err;
        await fs.copyFile(sourcePath, target);
        await fs.rm(sourcePath, { force: true });
      }
    },
    async stat(key) {
      const st = await fs.stat(fileOf(key)).catch((err: unknown) => {
        if (isMissing(err)) return null;
        throw err;
      });
      return st ? { size: st.size } : null;
    },
    async read(key, range) {
      const file = fileOf(key);
      // Open first so that a missing file rejects here, not later as a stream error mid-response.
      const handle = await fs.open(file, 'r').catch((err: unknown) => {
        throw isMissing(err) ? new StorageNotFoundError(key) : err;
      });
      return handle.createReadStream({ start: range?.start, end: range?.end });
    },
    async readAll(key) {
      try {
        return await fs.readFile(fileOf(key));
      } catch (err) {
        throw isMissing(err) ? new StorageNotFoundError(key) : err;
      }
    },
    localPath: fileOf,
    async delete(key) {
      await fs.rm(fileOf(key), { force: true });
    },
    list(prefix) {
      const base = prefix.replace(/\/+$/, '');
      if (base) assertSafeKey(base);
      return walk(path.join(rootDir, base), base);
    },
  };
}
