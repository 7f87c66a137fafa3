#!/usr/bin/env node
// Whether the read-check still measures what it measured (issue 35, decision 0051): re-measures a sample of
// the labelled set (scripts/make-read-check-set.mjs) with the code as it is now and compares each clip's
// figures with the calibration's cached measures (<set>/measures-<version>.jsonl). A change meant only to
// make the check faster must leave every one of them as it was: the thresholds are chosen on those numbers.
// Reads the sets only, writes nothing.
// Usage: node bench/read-check/figures.mjs [--set DIR] [--festival DIR] [--every N] [--festival-every N]
//   --every 54 takes every 54th clip of the set (150 of 8,120: every language, class and length),
//   --festival-every 23 every 23rd of Festival's (32 of 720, each class). Exit code 1 when any clip differs.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { runUnderTsx } from '../lib/under-tsx.mjs';

runUnderTsx(import.meta.url);
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

const { values } = parseArgs({
  options: {
    set: { type: 'string' },
    festival: { type: 'string' },
    every: { type: 'string', default: '54' },
    'festival-every': { type: 'string', default: '23' },
  },
});
const { READ_CHECK_SET_DIR } = await import(
  pathToFileURL(join(root, 'scripts/make-read-check-set.mjs')).href
);
const { measureItem, readSetManifest, METHOD_VERSION } = await import(
  pathToFileURL(join(root, 'apps/server/test/support/read-check-set.ts')).href
);

const sets = [
  { dir: values.set ?? READ_CHECK_SET_DIR, every: Number(values.every) },
  { dir: values.festival ?? `${READ_CHECK_SET_DIR}-festival`, every: Number(values['festival-every']) },
].filter((s) => existsSync(join(s.dir, `measures-${METHOD_VERSION}.jsonl`)));
if (sets.length === 0) {
  console.error('bench/read-check/figures.mjs: no measured set (scripts/calibrate-read-check.mjs makes one)');
  process.exit(1);
}

/**
 * What a clip's check measured: its figures (the costs, shares, warp and seconds the thresholds are chosen
 * on), or, for a clip with none, its outcome (not speech, unchecked). The score, outcome and confidence of a
 * measured clip follow from the figures and the contract's thresholds, which the calibration may move.
 */
const measured = (check) => JSON.stringify(check.figures ?? { outcome: check.outcome });

let compared = 0;
const differing = [];
for (const { dir, every } of sets) {
  const cached = new Map(
    readFileSync(join(dir, `measures-${METHOD_VERSION}.jsonl`), 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line))
      .map((row) => [row.file, row]),
  );
  const references = new Map();
  const items = readSetManifest(dir).filter((item, at) => at % every === 0 && cached.has(item.file));
  for (const item of items) {
    const now = await measureItem(dir, item, references);
    const before = measured(cached.get(item.file).check);
    const after = measured(now.check);
    compared++;
    if (before !== after) differing.push({ file: join(dir, item.file), before, after });
  }
}
for (const d of differing) console.log(`DIFFERS ${d.file}\n  cached ${d.before}\n  now    ${d.after}`);
console.log(`${compared} clips compared, ${differing.length} differ`);
process.exit(differing.length ? 1 : 0);
