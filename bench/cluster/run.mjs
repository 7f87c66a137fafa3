#!/usr/bin/env node
// bench/cluster: one API process vs two behind HAProxy (issue 34). The measurement is TypeScript beside the
// cluster test's topology (apps/server/cluster/bench-one-vs-two.ts), so it runs under tsx with the sources'
// export conditions; its last stdout line is the JSON npm run bench reads.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

// PostgreSQL, redis-server, HAProxy and the speech tools, installed when missing as npm run test:cluster does.
const ensured = spawnSync(
  process.execPath,
  [path.join(import.meta.dirname, '../../scripts/ensure-system-packages.mjs'), 'cluster', 'fixtures'],
  { stdio: ['ignore', 'inherit', 'inherit'] },
);
if (ensured.status !== 0) process.exit(ensured.status ?? 1);
const measure = path.join(import.meta.dirname, '../../apps/server/cluster/bench-one-vs-two.ts');
const run = spawnSync(process.execPath, ['--conditions=source', '--import', 'tsx', measure], {
  stdio: 'inherit',
});
process.exit(run.status ?? 1);
