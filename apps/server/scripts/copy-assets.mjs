// tsc emits only .ts (and imported .json); the SQL migrations are read at run time, so copy them.
import fs from 'node:fs/promises';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const copies = [['src/db/migrations', 'dist/db/migrations']];

for (const [from, to] of copies) {
  await fs.rm(path.join(root, to), { recursive: true, force: true });
  await fs.cp(path.join(root, from), path.join(root, to), { recursive: true });
}
