// Tells whether a workspace's build is up to date with its sources, so `npm start` after a `git pull`
// rebuilds instead of serving yesterday's code (issue 17). A build is fresh when its output exists and the
// hash of its inputs — the workspace's files outside dist and node_modules, the workspaces it builds on,
// and the lock file — equals the hash recorded after the last build. File contents, not times: a checkout
// gives every changed file a new time, but so does a copy, and a hash never rebuilds for nothing.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** Build order, what each workspace builds on, and the file whose presence means "built". */
export const WORKSPACES = [
  { dir: 'packages/contract', uses: [], output: 'packages/contract/dist/enums.js' },
  { dir: 'packages/flac', uses: [], output: 'packages/flac/dist/decoder.js' },
  {
    dir: 'apps/server',
    uses: ['packages/contract', 'packages/flac'],
    output: 'apps/server/dist/main.js',
  },
  { dir: 'apps/web', uses: ['packages/contract', 'packages/flac'], output: 'apps/web/dist/index.html' },
];
const SHARED_INPUTS = ['package-lock.json', 'tsconfig.base.json'];
const SKIP = new Set(['node_modules', 'dist', '.build-hash']);
const STAMP = '.build-hash';

function filesUnder(root, dir) {
  const out = [];
  for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
    if (SKIP.has(entry.name)) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...filesUnder(root, path));
    else if (entry.isFile()) out.push(path);
  }
  return out;
}

export function inputsHash(root, workspace) {
  const ws = WORKSPACES.find((w) => w.dir === workspace);
  if (!ws) throw new Error(`unknown workspace ${workspace}`);
  const files = [ws.dir, ...ws.uses].flatMap((dir) => filesUnder(root, dir));
  const hash = createHash('sha256');
  for (const file of [...SHARED_INPUTS, ...files.sort()]) {
    const full = join(root, file);
    if (!existsSync(full)) continue;
    hash.update(relative(root, full)).update('\0').update(readFileSync(full)).update('\0');
  }
  return hash.digest('hex');
}

export function isFresh(root, workspace) {
  const ws = WORKSPACES.find((w) => w.dir === workspace);
  const stamp = join(root, workspace, STAMP);
  if (!ws || !existsSync(join(root, ws.output)) || !existsSync(stamp)) return false;
  return readFileSync(stamp, 'utf8').trim() === inputsHash(root, workspace);
}

/** Records the inputs a build was made from (hashed before it started, so an edit during it counts). */
export function recordBuild(root, workspace, hash) {
  writeFileSync(join(root, workspace, STAMP), `${hash}\n`);
}
