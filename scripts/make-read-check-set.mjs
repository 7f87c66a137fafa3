#!/usr/bin/env node
// The read-check's labelled set (issue 35): clips in all ten recording languages, each labelled with the text
// it was issued for and what it really holds, in four classes:
//   text       the text itself,
//   different  another sentence of the same language and domain,
//   half       the first half of the text's words only,
//   twice      the text read twice, with a pause between.
// The readers are espeak-ng voices OTHER than the read-check's reference (another variant, speed and pitch,
// and for English and Hindi other accents: en-gb and others, Marathi's and Nepali's voices reading
// Devanagari), then sox effects (reverb, a telephone band) and, in JS, noise at 10–30 dB
// SNR (white, pink, or another speaker's babble) and a level between −40 and −12 dBFS.
//
// Every sentence belongs to one half, by a hash of its text: `tune` (thresholds are chosen on it) or
// `held-out` (only measured). Besides single sentences, a few texts of three sentences check longer readings.
// The parts, in scripts/read-check-set/: readers.mjs (who reads, each clip's recipe), plan.mjs (the items),
// festival.mjs (Festival's readings), effects.mjs (a clip's audio), tool.mjs (running the programs).
//
// Usage: node scripts/make-read-check-set.mjs [--out DIR] [--languages Hindi,Tamil] [--sentences N]
//        [--multi N] [--engine espeak|festival] [--split tune|held-out] [--force]
// Deterministic (seeded; sox runs with -R and no dither) and idempotent: manifest.json records the options and
// a hash of them with GENERATOR_VERSION; when it matches, the run is a no-op.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { render } from './read-check-set/effects.mjs';
import { festivalReadings } from './read-check-set/festival.mjs';
import { bankSentences, planItems } from './read-check-set/plan.mjs';
import { FESTIVAL_VOICES, READERS } from './read-check-set/readers.mjs';

export { CLASSES, planItems } from './read-check-set/plan.mjs';
export { FESTIVAL_VOICES, READERS } from './read-check-set/readers.mjs';

const scriptPath = fileURLToPath(import.meta.url);
const root = resolve(dirname(scriptPath), '..');
export const READ_CHECK_SET_DIR = join(root, 'fixtures', 'generated', 'read-check');
/** Bump when a change alters the clips (the manifest's hash is this and the options, not the code). */
const GENERATOR_VERSION = 1;

async function inParallel(list, workers, fn) {
  let at = 0;
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (at < list.length) {
        const item = list[at++];
        await fn(item);
      }
    }),
  );
}

/** Makes the set (unless it is already there for these options); returns its folder and items. */
export async function makeReadCheckSet(options = {}) {
  const engine = options.engine ?? 'espeak';
  const opts = {
    engine,
    languages: options.languages ?? Object.keys(engine === 'festival' ? FESTIVAL_VOICES : READERS),
    sentences: options.sentences ?? null,
    multi: options.multi ?? (engine === 'festival' ? 0 : 6),
    ...(options.split ? { split: options.split } : {}),
  };
  const out = options.out ?? (engine === 'festival' ? `${READ_CHECK_SET_DIR}-festival` : READ_CHECK_SET_DIR);
  const manifestPath = join(out, 'manifest.json');
  const hash = createHash('sha256').update(JSON.stringify({ GENERATOR_VERSION, opts })).digest('hex');
  if (!options.force && existsSync(manifestPath)) {
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
    if (manifest.hash === hash) return { dir: out, items: manifest.items, generated: 0 };
  }
  const items = planItems(opts);
  // An interrupted run of the same plan is resumed: its finished clips are kept (each was written whole,
  // under a temporary name first). Any other plan starts afresh.
  const planPath = join(out, 'plan.json');
  const resuming = existsSync(planPath) && JSON.parse(readFileSync(planPath, 'utf8')).hash === hash;
  if (!resuming) {
    rmSync(out, { recursive: true, force: true });
    mkdirSync(out, { recursive: true });
    writeFileSync(planPath, JSON.stringify({ hash }));
  }
  for (const language of opts.languages) mkdirSync(join(out, language), { recursive: true });
  const sentencesOf = (item) =>
    bankSentences(item.language)
      .map((s) => s.text)
      .filter((s) => !item.text.includes(s));
  const festival = engine === 'festival' ? await festivalReadings(items, join(out, 'festival')) : undefined;
  let done = 0;
  await inParallel(items, options.workers ?? availableParallelism(), async (item) => {
    const target = join(out, item.language, `${item.id}.wav`);
    if (existsSync(target)) return;
    writeFileSync(`${target}.tmp`, await render(item, sentencesOf, festival));
    renameSync(`${target}.tmp`, target);
    if (++done % 200 === 0) console.error(`make-read-check-set: ${done}/${items.length}`);
  });
  const listed = items.map((item) => ({ ...item, file: `${item.language}/${item.id}.wav` }));
  writeFileSync(manifestPath, `${JSON.stringify({ hash, options: opts, items: listed })}\n`);
  return { dir: out, items: listed, generated: items.length };
}

if (process.argv[1] && resolve(process.argv[1]) === scriptPath) {
  const { values } = parseArgs({
    options: {
      out: { type: 'string' },
      languages: { type: 'string' },
      sentences: { type: 'string' },
      multi: { type: 'string' },
      engine: { type: 'string' },
      split: { type: 'string' },
      force: { type: 'boolean' },
    },
  });
  const started = Date.now();
  makeReadCheckSet({
    out: values.out,
    languages: values.languages?.split(','),
    sentences: values.sentences ? Number(values.sentences) : undefined,
    multi: values.multi ? Number(values.multi) : undefined,
    engine: values.engine,
    split: values.split,
    force: values.force,
  }).then(
    ({ dir, items, generated }) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      console.log(
        `make-read-check-set: ${items.length} clips in ${dir} (${generated} generated, ${seconds} s)`,
      );
    },
    (error) => {
      console.error(`make-read-check-set: ${error.message}`);
      process.exit(1);
    },
  );
}
