#!/usr/bin/env node
// Calibrates and measures the read-check (issue 35) on the labelled set (scripts/make-read-check-set.mjs):
//   1. measures every clip as grading does (Silero's speech mask, espeak-ng's reference, the alignment),
//      in shards over the machine's cores, cached in <set>/measures-<version>.jsonl so a rerun resumes;
//   2. fits each language's passCost on TUNING clips only (espeak-ng's tuning half and Festival's tuning part,
//      split by a hash of the sentence): read-check-fit.ts, decision 0045;
//   3. reports on the HELD-OUT clips with the contract's thresholds (and prints the fitted ones): ROC AUC of
//      "says the text" against each wrong class, correct readings rejected, wrong ones caught, whether the
//      outcome names the right fault; three-sentence texts; Festival's voices (another synthesiser).
// Usage: node scripts/calibrate-read-check.mjs [--set DIR] [--festival DIR] [--shards N] [--json FILE]
// Runs the server's TypeScript through tsx (re-executing itself with it when needed).
import { spawn, spawnSync } from 'node:child_process';
import { appendFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

const scriptPath = fileURLToPath(import.meta.url);
const root = resolve(dirname(scriptPath), '..');
if (!process.env.DHVANI_TSX_CHILD) {
  const child = spawnSync(
    process.execPath,
    ['--conditions=source', '--import', 'tsx', scriptPath, ...process.argv.slice(2)],
    { stdio: 'inherit', env: { ...process.env, DHVANI_TSX_CHILD: '1' } },
  );
  process.exit(child.status ?? 1);
}

const { values } = parseArgs({
  options: {
    set: { type: 'string' },
    festival: { type: 'string' },
    shards: { type: 'string' },
    shard: { type: 'string' },
    json: { type: 'string' },
  },
});
const support = (file) => import(pathToFileURL(join(root, 'apps/server/test/support', file)).href);
const { READ_CHECK_SET_DIR } = await import(
  pathToFileURL(join(root, 'scripts/make-read-check-set.mjs')).href
);
const { measureReadingSet, METHOD_VERSION, readSetManifest } = await support('read-check-set.ts');
const { calibrationReport, withFestivalParts } = await support('read-check-report.ts');

const sets = [
  { dir: values.set ?? READ_CHECK_SET_DIR, engine: 'espeak' },
  { dir: values.festival ?? `${READ_CHECK_SET_DIR}-festival`, engine: 'festival' },
].filter((s) => existsSync(join(s.dir, 'manifest.json')));
if (sets.length === 0) {
  console.error('calibrate-read-check: no set; make one with node scripts/make-read-check-set.mjs');
  process.exit(1);
}
const cacheOf = (dir) => join(dir, `measures-${METHOD_VERSION}.jsonl`);

// A shard: measure every n-th clip not yet measured, appending to its own file.
if (values.shard) {
  const [index, of] = values.shard.split('/').map(Number);
  for (const { dir } of sets) {
    const out = `${cacheOf(dir)}.${index}`;
    await measureReadingSet(dir, { index, of, known: readMeasures(cacheOf(dir)) }, (row) =>
      appendFileSync(out, `${JSON.stringify(row)}\n`),
    );
  }
  process.exit(0);
}

function readMeasures(file) {
  if (!existsSync(file)) return new Map();
  const rows = readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));
  return new Map(rows.map((row) => [row.file, row]));
}

const shards = Number(values.shards ?? availableParallelism());
const started = Date.now();
await Promise.all(
  Array.from(
    { length: shards },
    (_, index) =>
      new Promise((done, fail) => {
        const child = spawn(
          process.execPath,
          [...process.execArgv, scriptPath, ...process.argv.slice(2), '--shard', `${index}/${shards}`],
          {
            stdio: 'inherit',
            env: process.env,
          },
        );
        child.on('exit', (code) => (code === 0 ? done() : fail(new Error(`shard ${index} exited ${code}`))));
      }),
  ),
);
// Shards' files joined into the cache.
for (const { dir } of sets) {
  const all = readMeasures(cacheOf(dir));
  for (let i = 0; i < shards; i++)
    for (const [file, row] of readMeasures(`${cacheOf(dir)}.${i}`)) all.set(file, row);
  writeFileSync(cacheOf(dir), [...all.values()].map((row) => `${JSON.stringify(row)}\n`).join(''));
  for (let i = 0; i < shards; i++) writeFileSync(`${cacheOf(dir)}.${i}`, '');
}
const texts = new Map(
  sets.flatMap(({ dir }) =>
    readSetManifest(dir).map((item) => [`${item.language}\u0000${item.id}`, item.text]),
  ),
);
const { rows: measured, dropped } = withFestivalParts(
  sets.flatMap(({ dir, engine }) =>
    [...readMeasures(cacheOf(dir)).values()].map((row) => ({ ...row, engine })),
  ),
  texts,
);
const report = calibrationReport(measured, dropped);
console.log(report.text);
console.log(
  `\n${measured.length + dropped.length} clips, measured in ${((Date.now() - started) / 1000).toFixed(0)} s`,
);
if (values.json) writeFileSync(values.json, `${JSON.stringify(report.data, null, 2)}\n`);
