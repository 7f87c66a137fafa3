// Builds a reading transcript from the bank: random distinct sentences of one language and domain,
// 40–120 words so that it can be read aloud within the 120 s recording limit.
import { TRANSCRIPT_MAX_WORDS, TRANSCRIPT_MIN_WORDS, countWords } from '@dhvani/contract/prompts';
import type { Domain, RecordingLanguage } from '@dhvani/contract/enums';
import { bankItems } from './bank.js';

/** Returns a float in [0, 1), like Math.random. */
export type Rng = () => number;

/** A small deterministic generator (mulberry32) for tests and reproducible picks. */
export function createSeededRng(seed: number): Rng {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// Most transcripts land between 40 and 60 words: long enough to be a useful sample, short enough
// that slower readers still finish well inside 120 s.
const TARGET_SPREAD_WORDS = 20;
const MAX_ATTEMPTS = 20;

function shuffled<T>(items: readonly T[], rng: Rng): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(rng() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

function pickOnce(items: readonly string[], rng: Rng): string | null {
  const target = TRANSCRIPT_MIN_WORDS + Math.floor(rng() * (TARGET_SPREAD_WORDS + 1));
  const parts: string[] = [];
  let words = 0;
  for (const sentence of shuffled(items, rng)) {
    const count = countWords(sentence);
    if (words + count > TRANSCRIPT_MAX_WORDS) continue;
    parts.push(sentence.trim());
    words += count;
    if (words >= target) return parts.join(' ');
  }
  return words >= TRANSCRIPT_MIN_WORDS ? parts.join(' ') : null;
}

const normalise = (text: string) => text.trim().split(/\s+/u).join(' ');

/**
 * A transcript for the pair that differs from `avoid` (the user's previous transcript).
 * The same rng state gives the same transcript.
 */
export function buildTranscript(
  language: RecordingLanguage,
  domain: Domain,
  rng: Rng,
  avoid?: string | null,
): string {
  const items = bankItems(language, domain);
  const previous = avoid ? normalise(avoid) : null;
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
    const transcript = pickOnce(items, rng);
    if (transcript !== null && transcript !== previous) return transcript;
  }
  // Unreachable with a bank that passes its checks (12+ items of 8+ words each).
  throw new Error(`The prompt bank cannot build a transcript for ${language}/${domain}`);
}
