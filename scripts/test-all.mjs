#!/usr/bin/env node
// `npm test`: every tier in order, stopping at the first that fails, then a summary of how long each took
// (CI must stay under 20 minutes on a two-core machine: the summary shows where the time goes) and any
// browser test that passed only on retry (e2e/support/flaky-reporter.ts), so that neither is missed.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const FLAKY_FILE = resolve(root, 'e2e', '.artifacts', 'flaky.txt');

const STEPS = [
  ['system packages', 'node', ['scripts/ensure-system-packages.mjs', 'test']],
  ['lint', 'npm', ['run', 'lint']],
  ['typecheck', 'npm', ['run', 'typecheck']],
  ['unit + API on PGlite', 'npm', ['run', 'test:unit']],
  ['build', 'npm', ['run', 'build']],
  ['end-to-end', 'npm', ['run', 'test:e2e']],
];

const seconds = (ms) => `${Math.round(ms / 1000)} s`;
const timings = [];
let failed = null;
rmSync(FLAKY_FILE, { force: true });

for (const [name, command, args] of STEPS) {
  console.log(`\n== npm test: ${name} (${[command, ...args].join(' ')})\n`);
  const started = Date.now();
  const run = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  timings.push([name, Date.now() - started]);
  if (run.status !== 0) {
    failed = { name, status: run.status ?? 1 };
    break;
  }
}

console.log('\n== npm test: time per step');
for (const [name, ms] of timings) console.log(`   ${name.padEnd(24)} ${seconds(ms).padStart(7)}`);
console.log(`   ${'total'.padEnd(24)} ${seconds(timings.reduce((sum, [, ms]) => sum + ms, 0)).padStart(7)}`);
const flaky = existsSync(FLAKY_FILE) ? readFileSync(FLAKY_FILE, 'utf8').trim() : '';
if (flaky) console.log(`\n${flaky}`);
if (failed) {
  console.log(`\nnpm test FAILED in: ${failed.name}`);
  process.exit(failed.status);
}
