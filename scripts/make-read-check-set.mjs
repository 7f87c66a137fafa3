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
//
// Usage: node scripts/make-read-check-set.mjs [--out DIR] [--languages Hindi,Tamil] [--sentences N]
//        [--multi N] [--engine espeak|festival] [--split tune|held-out] [--force]
// Deterministic (seeded; sox runs with -R and no dither) and idempotent: manifest.json records the options and
// a hash of this script; when both match, the run is a no-op.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { activePower, encodeWav, pinkNoise, power, rng, whiteNoise } from './make-audio-fixtures.mjs';

const scriptPath = fileURLToPath(import.meta.url);
const root = resolve(dirname(scriptPath), '..');
export const READ_CHECK_SET_DIR = join(root, 'fixtures', 'generated', 'read-check');
const RATE = 16000;
/** Bump when a change below alters the clips (the manifest's hash is this and the options, not the code). */
const GENERATOR_VERSION = 1;

/** Per recording language: its bank file and the voices that read (never the reference's plain voice). */
export const READERS = {
  English: { file: 'english', voices: ['en-gb', 'en-029', 'en-gb-scotland', 'en-us-nyc', 'en-gb-x-rp'] },
  Hindi: { file: 'hindi', voices: ['hi', 'hi', 'mr', 'ne'] },
  Tamil: { file: 'tamil', voices: ['ta'] },
  Telugu: { file: 'telugu', voices: ['te'] },
  Gujarati: { file: 'gujarati', voices: ['gu'] },
  Punjabi: { file: 'punjabi', voices: ['pa'] },
  Odia: { file: 'odia', voices: ['or'] },
  Kannada: { file: 'kannada', voices: ['kn'] },
  // Not Assamese's voice: its letter-to-sound rules read Bengali script as other sounds, not an accent.
  Bengali: { file: 'bengali', voices: ['bn'] },
  Malayalam: { file: 'malayalam', voices: ['ml'] },
};

/**
 * Festival's voices, made from recordings of real people (diphones, or HTS for English): a synthesiser that
 * shares nothing with espeak-ng, for a held-out check only (`--engine festival`). The Indian voices need
 * Festival's flat intonation (their own intonation model is missing from Debian's packages).
 */
export const FESTIVAL_VOICES = {
  Hindi: { voice: 'hindi_NSK_diphone', intonation: 'DuffInt' },
  Telugu: { voice: 'telugu_NSK_diphone', intonation: 'DuffInt' },
  English: { voice: 'cmu_us_slt_arctic_hts', intonation: null },
};

/** espeak-ng's voice variants (other formants, pitch and synthesis methods); the reference uses none. */
const VARIANTS = [
  'm1', 'm2', 'm3', 'm4', 'm5', 'm6', 'm7', 'f1', 'f2', 'f3', 'f4', 'f5', 'klatt', 'klatt2', 'klatt3',
  'klatt4', 'croak', 'Andy', 'Annie', 'anika', 'steph', 'grandma', 'iven', 'linda', 'max', 'quincy',
]; // prettier-ignore

export const CLASSES = ['text', 'different', 'half', 'twice'];
/** How many clips of each class a text gets: more correct readings, to measure their rejections finely. */
const PER_TEXT = { text: 2, different: 1, half: 1, twice: 1 };

// ---- tools -------------------------------------------------------------------------------------
function tool(cmd, args, input) {
  return new Promise((done, fail) => {
    const child = spawn(cmd, args, { stdio: ['pipe', 'pipe', 'pipe'] });
    const out = [];
    const err = [];
    child.stdout.on('data', (c) => out.push(c));
    child.stderr.on('data', (c) => err.push(c));
    child.on('error', (e) =>
      fail(e.code === 'ENOENT' ? new Error(`'${cmd}' is missing: apt-get install -y ${cmd}`) : e),
    );
    child.on('close', (code) =>
      code === 0
        ? done(Buffer.concat(out))
        : fail(new Error(`${cmd} ${args.join(' ')}: ${Buffer.concat(err).toString().trim()}`)),
    );
    child.stdin.end(input);
  });
}

const SOX_PCM = ['-t', 'raw', '-r', String(RATE), '-c', '1', '-b', '16', '-e', 'signed-integer'];

/** A reading by espeak-ng (or Festival's, made beforehand) through sox's effects, in [-1, 1] at 16 kHz. */
async function speak(text, r, made = null) {
  const voice = `${r.voice}+${r.variant}`;
  const args = ['-v', voice, '-s', String(r.speed), '-p', String(r.pitch), '-g', String(r.gap), '--stdout'];
  const wav = made ?? (await tool('espeak-ng', [...args, '--stdin'], text));
  const effects = [];
  if (r.reverb) effects.push('reverb', String(r.reverb), '50', String(r.room));
  if (r.telephone) effects.push('sinc', '300-3400');
  const raw = await tool('sox', ['-R', '-D', '-t', 'wav', '-', ...SOX_PCM, '-', ...effects], wav);
  const pcm = new Int16Array(raw.buffer, raw.byteOffset, raw.length >> 1);
  return Float64Array.from(pcm, (v) => v / 32768);
}

// ---- recipes -----------------------------------------------------------------------------------
const pick = (next, list) => list[Math.floor(next() * list.length)];
const between = (next, lo, hi) => lo + (hi - lo) * next();
const seedOf = (...parts) => createHash('sha256').update(parts.join('\u0000')).digest().readUInt32LE(0);

function reading(language, next) {
  return {
    voice: pick(next, READERS[language].voices),
    variant: pick(next, VARIANTS),
    speed: Math.round(between(next, 115, 215)),
    pitch: Math.round(between(next, 25, 75)),
    gap: next() < 0.25 ? Math.round(between(next, 2, 10)) : 0,
    reverb: next() < 0.3 ? Math.round(between(next, 20, 70)) : 0,
    room: Math.round(between(next, 30, 100)),
    telephone: next() < 0.2,
    noise: next() < 0.75 ? pick(next, ['white', 'pink', 'babble']) : null,
    snrDb: Math.round(between(next, 10, 30)),
    levelDbfs: Math.round(between(next, -40, -12)),
    lead: +between(next, 0.2, 1.5).toFixed(2),
    trail: +between(next, 0.2, 1.5).toFixed(2),
    pause: +between(next, 0.4, 1.2).toFixed(2),
    seed: Math.floor(next() * 2 ** 31),
  };
}

function concat(parts) {
  const out = new Float64Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

const silence = (seconds) => new Float64Array(Math.round(seconds * RATE));

/** Another speaker's sentence, looped under the reading: a television or a conversation in the room. */
async function babble(language, sentence, r, n) {
  const other = { ...r, variant: VARIANTS[(VARIANTS.indexOf(r.variant) + 7) % VARIANTS.length] };
  const voice = await speak(sentence, { ...other, reverb: 0, telephone: false, gap: 0 });
  const out = new Float64Array(n);
  for (let i = 0; i < n; i++) out[i] = voice[i % voice.length];
  return out;
}

async function render(item, sentencesOf, festival) {
  const r = item.recipe;
  const made = (n) => (festival ? readFileSync(festival(item, n)) : null);
  const spoken = await speak(item.spoken, r, made(0));
  const body =
    item.class === 'twice'
      ? concat([spoken, silence(r.pause), await speak(item.spoken, { ...r, speed: r.speed + 12 }, made(1))])
      : spoken;
  const speechPower = activePower(body);
  let x = concat([silence(r.lead), body, silence(r.trail)]);
  if (r.noise) {
    const noise =
      r.noise === 'babble'
        ? await babble(item.language, pick(rng(r.seed), sentencesOf(item)), r, x.length)
        : r.noise === 'pink'
          ? pinkNoise(x.length, r.seed)
          : whiteNoise(x.length, r.seed);
    // Babble is speech: kept at least 25 dB under the reading, so the clip still holds one reader.
    const snr = r.noise === 'babble' ? Math.max(25, r.snrDb) : r.snrDb;
    const gain = Math.sqrt(speechPower / 10 ** (snr / 10) / Math.max(1e-12, power(noise)));
    x = x.map((v, i) => v + gain * noise[i]);
  }
  let gain = Math.sqrt(10 ** (r.levelDbfs / 10) / Math.max(1e-12, speechPower));
  const peak = x.reduce((m, v) => Math.max(m, Math.abs(v)), 0) * gain;
  if (peak > 0.98) gain *= 0.98 / peak;
  return encodeWav(x.map((v) => v * gain));
}

// ---- the set -----------------------------------------------------------------------------------
/** The built-in corpus (issue 32), or the older prompt bank where a checkout has no corpus. */
function bankSentences(language) {
  const corpus = join(root, 'apps/server/src/modules/sentences/corpus', `${READERS[language].file}.json`);
  const bank = join(root, 'apps/server/src/modules/prompts/bank', `${READERS[language].file}.json`);
  const json = JSON.parse(readFileSync(existsSync(corpus) ? corpus : bank, 'utf8'));
  const byDomain = json.sentences ?? json;
  return Object.entries(byDomain).flatMap(([domain, list]) => list.map((text) => ({ domain, text })));
}

const splitOf = (language, text) => (seedOf('split', language, text) % 2 === 0 ? 'tune' : 'held-out');

function firstHalf(text) {
  const words = text.split(/\s+/u).filter(Boolean);
  return words.slice(0, Math.max(1, Math.floor(words.length / 2))).join(' ');
}

/** The set's items (no audio yet): for each text, its clips of each class. */
export function planItems({ languages, sentences: perLanguage, multi, engine, split }) {
  const items = [];
  const perText = engine === 'festival' ? { text: 1, different: 1, half: 1, twice: 1 } : PER_TEXT;
  for (const language of languages) {
    const everySentence = bankSentences(language).map((s) => ({ ...s, split: splitOf(language, s.text) }));
    // Festival's readings are a held-out check only.
    const only = split ?? (engine === 'festival' ? 'held-out' : null);
    const all = only ? everySentence.filter((s) => s.split === only) : everySentence;
    const next = rng(engine === 'festival' ? seedOf('plan', engine, language) : seedOf('plan', language));
    // Spread over the domains: every k-th sentence of the bank's order.
    const every = Math.max(1, Math.floor(all.length / (perLanguage ?? all.length)));
    const chosen = all.filter((_, i) => i % every === 0).slice(0, perLanguage ?? all.length);
    const texts = chosen.map((s) => ({ ...s, sentences: 1 }));
    // Texts of three sentences of one domain and split, from the sentences' own order.
    for (let k = 0; k < multi; k++) {
      const domain = all[k % all.length].domain;
      const pool = all.filter((s) => s.domain === domain && s.split === (k % 2 ? 'tune' : 'held-out'));
      const start = (Math.floor(k / 2) * 3) % Math.max(1, pool.length - 2);
      const three = pool.slice(start, start + 3);
      if (three.length === 3)
        texts.push({ domain, split: three[0].split, sentences: 3, text: three.map((s) => s.text).join(' ') });
    }
    for (const [index, t] of texts.entries()) {
      const others = all.filter(
        (s) => s.domain === t.domain && s.split === t.split && !t.text.includes(s.text),
      );
      for (const cls of CLASSES) {
        for (let n = 0; n < perText[cls]; n++) {
          const spoken =
            cls === 'different'
              ? t.sentences === 1
                ? pick(next, others).text
                : [0, 1, 2].map(() => pick(next, others).text).join(' ')
              : cls === 'half'
                ? firstHalf(t.text)
                : t.text;
          items.push({
            id: `${t.sentences === 1 ? 's' : 'm'}${String(index).padStart(3, '0')}-${cls}-${n}`,
            language,
            domain: t.domain,
            split: t.split,
            sentences: t.sentences,
            class: cls,
            text: t.text,
            spoken,
            engine,
            recipe: reading(language, next),
          });
        }
      }
    }
  }
  return items;
}

const schemeString = (text) => `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;

/**
 * Every reading Festival makes for the items (two of each, the second 8 % faster, for `twice`), in one
 * Festival run per language (its start-up takes seconds); answers where item's n-th reading is.
 */
async function festivalReadings(items, dir) {
  mkdirSync(dir, { recursive: true });
  const file = (item, n) => join(dir, `${item.language}-${item.id}-${n}.wav`);
  for (const language of new Set(items.map((item) => item.language))) {
    const { voice, intonation } = FESTIVAL_VOICES[language];
    const lines = [`(voice_${voice})`];
    if (intonation) lines.push(`(Parameter.set 'Int_Method '${intonation})`);
    for (const item of items.filter((i) => i.language === language)) {
      for (const n of item.class === 'twice' ? [0, 1] : [0]) {
        // Festival's speed: durations stretched; from the reading's espeak-style speed around 160 wpm.
        const stretch = ((160 / item.recipe.speed) * (n ? 0.92 : 1)).toFixed(3);
        lines.push(`(Parameter.set 'Duration_Stretch ${stretch})`);
        lines.push(
          `(utt.save.wave (utt.synth (Utterance Text ${schemeString(item.spoken)})) "${file(item, n)}" 'riff)`,
        );
      }
    }
    const script = join(dir, `${language}.scm`);
    writeFileSync(script, `${lines.join('\n')}\n`);
    await tool('festival', ['-b', script], '');
  }
  return file;
}

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
