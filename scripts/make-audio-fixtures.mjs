#!/usr/bin/env node
// Generates the audio quality analyser's calibration clips into fixtures/generated/audio/ (git-ignored):
// espeak-ng speech in four languages (converted by sox to 16 kHz mono 16-bit) and variants of it made
// here in JS — noise at set SNRs from a seeded generator, clipping, low level, silence, noise only, a
// tone, a 0.4 s clip, 5 s of speech inside 100 s of silence, 3 s of a long paragraph, a 120 s bench clip.
//
// Deterministic: same recipe, same bytes. Idempotent: manifest.json keeps each file's recipe hash and a
// file is rebuilt only when it is missing or its recipe (or GENERATOR_VERSION) changed. Files are written
// to a temporary name and renamed, so parallel test workers calling this never see half a file.
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const scriptPath = fileURLToPath(import.meta.url);
export const AUDIO_FIXTURES_DIR = join(resolve(dirname(scriptPath), '..'), 'fixtures', 'generated', 'audio');
/** Bump when the generation code below changes in a way that alters output bytes. */
const GENERATOR_VERSION = 1;
const RATE = 16000;

export const SPEECH_TEXTS = {
  en: 'Clean water and good food keep a family healthy. Please wash your hands before every meal, and visit the clinic when a fever lasts more than two days.',
  hi: 'साफ़ पानी और अच्छा भोजन परिवार को स्वस्थ रखते हैं। हर भोजन से पहले हाथ धोइए, और बुखार दो दिन से ज़्यादा रहे तो डॉक्टर से मिलिए।',
  ta: 'சுத்தமான நீரும் நல்ல உணவும் குடும்பத்தை ஆரோக்கியமாக வைக்கின்றன. ஒவ்வொரு உணவுக்கும் முன் கைகளைக் கழுவுங்கள், காய்ச்சல் இரண்டு நாட்களுக்கு மேல் இருந்தால் மருத்துவரைப் பாருங்கள்.',
  bn: 'পরিষ্কার জল আর ভালো খাবার পরিবারকে সুস্থ রাখে। প্রতিবার খাওয়ার আগে হাত ধুয়ে নিন, আর জ্বর দুই দিনের বেশি থাকলে ডাক্তার দেখান।',
};
export const SNRS_DB = [30, 20, 10, 0];

// ---- seeded signal generators ----------------------------------------------------------------
export function rng(seed) {
  // mulberry32: tiny, fast and plenty for test noise.
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function whiteNoise(n, seed) {
  const next = rng(seed);
  const out = new Float64Array(n);
  for (let i = 0; i < n; i += 2) {
    // Box–Muller gives two Gaussian values per pair of uniforms.
    const r = Math.sqrt(-2 * Math.log(1 - next()));
    const phi = 2 * Math.PI * next();
    out[i] = r * Math.cos(phi);
    if (i + 1 < n) out[i + 1] = r * Math.sin(phi);
  }
  return out;
}

export function pinkNoise(n, seed) {
  // Voss–McCartney: row k is redrawn every 2^k samples; their sum falls off at about 3 dB per octave.
  const next = rng(seed);
  const rows = new Float64Array(16).map(() => next() - 0.5);
  let sum = rows.reduce((a, b) => a + b, 0);
  const out = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const k = i === 0 ? 0 : Math.min(15, 31 - Math.clz32(i & -i));
    const fresh = next() - 0.5;
    sum += fresh - rows[k];
    rows[k] = fresh;
    out[i] = sum + (next() - 0.5);
  }
  return out;
}

export const power = (x) => x.reduce((acc, v) => acc + v * v, 0) / Math.max(1, x.length);

/** Mean power over 32 ms frames within 40 dB of the loudest frame: the "active speech" power. */
export function activePower(x) {
  const frames = [];
  for (let i = 0; i < x.length; i += 512) frames.push(power(x.subarray(i, i + 512)));
  const loud = Math.max(...frames) * 1e-4;
  const active = frames.filter((p) => p >= loud);
  return active.reduce((a, b) => a + b, 0) / active.length;
}

// ---- recipes -----------------------------------------------------------------------------------
function tool(cmd, args, input) {
  try {
    return execFileSync(cmd, args, { input, maxBuffer: 64 << 20, stdio: ['pipe', 'pipe', 'pipe'] });
  } catch (error) {
    if (error.code === 'ENOENT')
      throw new Error(`'${cmd}' is missing; install it with: apt-get install -y ${cmd}`);
    throw new Error(`${cmd} failed: ${String(error.stderr ?? error.message).trim()}`);
  }
}

const SOX_TO_PCM = ['-t', 'raw', '-r', String(RATE), '-c', '1', '-b', '16', '-e', 'signed-integer', '-'];

/**
 * `text` spoken by espeak-ng with `voice` at `wordsPerMinute`, as raw 16 kHz mono 16-bit little-endian samples
 * with `padSeconds` of silence each side (sox: repeatable, no dither). Raw, because a WAV header written to a
 * pipe cannot be finished: callers put their own header on it. The one home of text-to-test-speech: the audio
 * fixtures, the browser tests' live microphone and the cluster test use it.
 */
export function speakPcm(text, voice, { wordsPerMinute = 150, padSeconds = 0.5 } = {}) {
  const wav = tool('espeak-ng', ['-v', voice, '-s', String(wordsPerMinute), '--stdout', text]);
  const pad = String(padSeconds);
  return tool('sox', ['-R', '-D', '-t', 'wav', '-', ...SOX_TO_PCM, 'pad', pad, pad], wav);
}

function speak(lang) {
  const raw = speakPcm(SPEECH_TEXTS[lang], lang, { wordsPerMinute: 160 });
  const pcm = new Int16Array(raw.buffer, raw.byteOffset, raw.length >> 1);
  return Float64Array.from(pcm, (v) => v / 32768);
}

const speechCache = new Map();
const speech = (lang) => speechCache.get(lang) ?? speechCache.set(lang, speak(lang)).get(lang);
const seconds = (s) => Math.round(s * RATE);
const dbToGain = (db) => 10 ** (db / 20);

function withNoise(x, snrDb, kind, seed) {
  const noise = kind === 'pink' ? pinkNoise(x.length, seed) : whiteNoise(x.length, seed);
  const gain = Math.sqrt(activePower(x) / 10 ** (snrDb / 10) / power(noise));
  return x.map((v, i) => v + gain * noise[i]);
}

function silence(n) {
  return new Float64Array(n);
}

function concatTo(parts, n) {
  const out = new Float64Array(n);
  for (let at = 0, k = 0; at < n; k++) {
    const part = parts[k % parts.length];
    out.set(part.subarray(0, Math.min(part.length, n - at)), at);
    at += part.length;
  }
  return out;
}

function recipes() {
  const list = [];
  const add = (file, recipe, build) => list.push({ file, recipe, build });
  for (const lang of Object.keys(SPEECH_TEXTS)) {
    add(`${lang}-clean.wav`, { lang }, () => speech(lang));
    for (const snr of SNRS_DB) {
      for (const [kind, seedBase] of [
        ['white', 1000],
        ['pink', 2000],
      ]) {
        const seed = seedBase + snr;
        add(`${lang}-${kind}-${snr}db.wav`, { lang, kind, snr, seed }, () =>
          withNoise(speech(lang), snr, kind, seed),
        );
      }
    }
  }
  add('en-clipped-x8.wav', { lang: 'en', gain: 8 }, () => speech('en').map((v) => v * 8));
  add('en-quiet-50dbfs.wav', { lang: 'en', level: -50 }, () => {
    const x = speech('en');
    const gain = dbToGain(-50) / Math.sqrt(activePower(x));
    return x.map((v) => v * gain);
  });
  add('silence-10s.wav', { seconds: 10 }, () => silence(seconds(10)));
  add('noise-only-10s.wav', { seconds: 10, kind: 'pink', level: -35, seed: 7 }, () => {
    const n = pinkNoise(seconds(10), 7);
    const gain = dbToGain(-35) / Math.sqrt(power(n));
    return n.map((v) => v * gain);
  });
  add('tone-440hz-10s.wav', { seconds: 10, hz: 440, level: -20 }, () =>
    Float64Array.from(
      { length: seconds(10) },
      (_, i) => dbToGain(-20) * Math.SQRT2 * Math.sin((2 * Math.PI * 440 * i) / RATE),
    ),
  );
  add('en-0.4s.wav', { lang: 'en', from: 0.5, seconds: 0.4 }, () =>
    speech('en').slice(seconds(0.5), seconds(0.9)),
  );
  add('en-5s-in-100s-silence.wav', { lang: 'en', speech: 5, total: 100 }, () => {
    const out = silence(seconds(100));
    out.set(speech('en').subarray(seconds(0.5), seconds(5.5)), seconds(47.5));
    return out;
  });
  add('en-first-3s.wav', { lang: 'en', seconds: 3 }, () => speech('en').slice(0, seconds(3)));
  add(
    'bench-120s.wav',
    { langs: ['en', 'hi', 'ta', 'bn'], seconds: 120, kind: 'white', snr: 35, seed: 9 },
    () => withNoise(concatTo(['en', 'hi', 'ta', 'bn'].map(speech), seconds(120)), 35, 'white', 9),
  );
  return list;
}

// ---- output ------------------------------------------------------------------------------------
export function encodeWav(x) {
  const bytes = Buffer.alloc(44 + x.length * 2);
  bytes.write('RIFF', 0, 'ascii');
  bytes.writeUInt32LE(36 + x.length * 2, 4);
  bytes.write('WAVEfmt ', 8, 'ascii');
  bytes.writeUInt32LE(16, 16);
  bytes.writeUInt16LE(1, 20); // PCM
  bytes.writeUInt16LE(1, 22); // mono
  bytes.writeUInt32LE(RATE, 24);
  bytes.writeUInt32LE(RATE * 2, 28);
  bytes.writeUInt16LE(2, 32);
  bytes.writeUInt16LE(16, 34);
  bytes.write('data', 36, 'ascii');
  bytes.writeUInt32LE(x.length * 2, 40);
  for (let i = 0; i < x.length; i++) {
    // Saturate like a real converter: this is what turns the ×8 variant into clipped audio.
    bytes.writeInt16LE(Math.max(-32768, Math.min(32767, Math.round(x[i] * 32768))), 44 + i * 2);
  }
  return bytes;
}

function writeAtomic(path, data) {
  const tmp = `${path}.${process.pid}.tmp`;
  writeFileSync(tmp, data);
  renameSync(tmp, path);
}

function readManifest(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return { files: {} };
  }
}

/** Makes every missing or outdated clip; returns the folder and what each clip holds. */
export function ensureAudioFixtures() {
  mkdirSync(AUDIO_FIXTURES_DIR, { recursive: true });
  const manifestPath = join(AUDIO_FIXTURES_DIR, 'manifest.json');
  const old = readManifest(manifestPath);
  const files = {};
  let generated = 0;
  for (const { file, recipe, build } of recipes()) {
    const hash = createHash('sha256')
      .update(JSON.stringify({ GENERATOR_VERSION, recipe, texts: SPEECH_TEXTS }))
      .digest('hex')
      .slice(0, 16);
    const target = join(AUDIO_FIXTURES_DIR, file);
    if (old.files?.[file]?.hash !== hash || !existsSync(target)) {
      writeAtomic(target, encodeWav(build()));
      generated++;
    }
    files[file] = { hash, recipe };
  }
  const manifest = { texts: SPEECH_TEXTS, files };
  if (generated > 0 || JSON.stringify(old) !== JSON.stringify(manifest)) {
    writeAtomic(manifestPath, `${JSON.stringify(manifest, null, 2)}\n`);
  }
  return { dir: AUDIO_FIXTURES_DIR, generated, manifest };
}

if (process.argv[1] && resolve(process.argv[1]) === scriptPath) {
  try {
    const { dir, generated } = ensureAudioFixtures();
    console.log(`make-audio-fixtures: ${generated} file(s) generated in ${dir}`);
  } catch (error) {
    console.error(`make-audio-fixtures: ${error.message}`);
    process.exit(1);
  }
}
