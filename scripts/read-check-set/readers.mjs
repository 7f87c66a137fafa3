// Who reads the read-check set's clips (issue 35): espeak-ng voices OTHER than the read-check's reference
// (another variant, speed and pitch, and for English and Hindi other accents), or Festival's voices; and each
// clip's recipe of reader and sound, drawn from a seeded generator.
import { createHash } from 'node:crypto';

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
export const VARIANTS = [
  'm1', 'm2', 'm3', 'm4', 'm5', 'm6', 'm7', 'f1', 'f2', 'f3', 'f4', 'f5', 'klatt', 'klatt2', 'klatt3',
  'klatt4', 'croak', 'Andy', 'Annie', 'anika', 'steph', 'grandma', 'iven', 'linda', 'max', 'quincy',
]; // prettier-ignore

export const pick = (next, list) => list[Math.floor(next() * list.length)];
const between = (next, lo, hi) => lo + (hi - lo) * next();
export const seedOf = (...parts) =>
  createHash('sha256').update(parts.join('\u0000')).digest().readUInt32LE(0);

/** One clip's reader and sound: voice, speed, pitch, room, telephone band, noise, level and silences. */
export function reading(language, next) {
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
