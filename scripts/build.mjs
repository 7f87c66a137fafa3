#!/usr/bin/env node
// Usage: node scripts/build.mjs [--if-stale]
//
// Builds the workspaces in order (contract, server, web) and records what each was built from
// (scripts/build-freshness.mjs). With --if-stale, a workspace whose build is up to date is left alone:
// `npm start` uses this, so a fresh clone builds once and a `git pull` rebuilds only what changed.
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { WORKSPACES, inputsHash, isFresh, recordBuild } from './build-freshness.mjs';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));

export function build({ ifStale = false } = {}) {
  for (const { dir } of WORKSPACES) {
    if (ifStale && isFresh(root, dir)) continue;
    const hash = inputsHash(root, dir);
    if (ifStale)
      console.log(`Building ${dir} (its sources changed since the last build, or it was never built) ...`);
    const r = spawnSync('npm', ['run', 'build', '-w', dir], { cwd: root, stdio: 'inherit' });
    if (r.status !== 0) return r.status ?? 1;
    recordBuild(root, dir, hash);
  }
  return 0;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exit(build({ ifStale: process.argv.includes('--if-stale') }));
}
