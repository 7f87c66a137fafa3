// Which Unicode script a text is written in, and the one map of each recording language to its script. Used
// to check the prompt bank, to reject LLM output in the wrong script (issue 5), to refuse an upload whose
// text is in another script (issue 18) and to pick the speaking-rate range (audio-quality.ts).
import type { RecordingLanguage } from './enums.js';

export const SCRIPTS = [
  'Latin',
  'Devanagari',
  'Bengali',
  'Gurmukhi',
  'Gujarati',
  'Odia',
  'Tamil',
  'Telugu',
  'Kannada',
  'Malayalam',
] as const;
export type Script = (typeof SCRIPTS)[number];

/** Inclusive code point ranges. Latin covers ASCII letters plus Latin-1 and Latin Extended-A/B. */
const RANGES: Record<Script, readonly (readonly [number, number])[]> = {
  Latin: [
    [0x41, 0x5a],
    [0x61, 0x7a],
    [0xc0, 0x24f],
  ],
  Devanagari: [[0x0900, 0x097f]],
  Bengali: [[0x0980, 0x09ff]],
  Gurmukhi: [[0x0a00, 0x0a7f]],
  Gujarati: [[0x0a80, 0x0aff]],
  Odia: [[0x0b00, 0x0b7f]],
  Tamil: [[0x0b80, 0x0bff]],
  Telugu: [[0x0c00, 0x0c7f]],
  Kannada: [[0x0c80, 0x0cff]],
  Malayalam: [[0x0d00, 0x0d7f]],
};

export const SCRIPT_OF_LANGUAGE: Record<RecordingLanguage, Script> = {
  English: 'Latin',
  Hindi: 'Devanagari',
  Tamil: 'Tamil',
  Telugu: 'Telugu',
  Gujarati: 'Gujarati',
  Punjabi: 'Gurmukhi',
  Odia: 'Odia',
  Kannada: 'Kannada',
  Malayalam: 'Malayalam',
  Bengali: 'Bengali',
};

// Every Indic script borrows the Devanagari danda and double danda as its full stop.
const DANDAS = new Set([0x0964, 0x0965]);
// Zero-width joiner and non-joiner shape conjuncts and chillu letters in Indic text.
const JOINERS = new Set([0x200c, 0x200d]);
const LETTER_OR_MARK = /[\p{L}\p{M}]/u;
const LETTER_MARK_OR_DIGIT = /[\p{L}\p{M}\p{Nd}]/u;

export function scriptOf(codePoint: number): Script | null {
  for (const script of SCRIPTS) {
    if (RANGES[script].some(([lo, hi]) => codePoint >= lo && codePoint <= hi)) return script;
  }
  return null;
}

/** The script with the most letters in the text, or null when it has no letters of a known script. */
export function dominantScript(text: string): Script | null {
  const counts = new Map<Script, number>();
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 0;
    if (DANDAS.has(code) || !LETTER_OR_MARK.test(ch)) continue;
    const script = scriptOf(code);
    if (script) counts.set(script, (counts.get(script) ?? 0) + 1);
  }
  let best: Script | null = null;
  let bestCount = 0;
  for (const [script, count] of counts) {
    if (count > bestCount) [best, bestCount] = [script, count];
  }
  return best;
}

/**
 * True when every letter of the text belongs to the language's script and there is at least one.
 * Digits, whitespace and punctuation are allowed anywhere; Indic languages also allow the danda and
 * zero-width joiners. Characters of another known script (letters, marks or native digits) fail.
 */
export function isInScript(text: string, language: RecordingLanguage): boolean {
  const expected = SCRIPT_OF_LANGUAGE[language];
  const indic = expected !== 'Latin';
  let letters = 0;
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 0;
    if (DANDAS.has(code) || JOINERS.has(code)) {
      if (indic) continue;
      return false;
    }
    const script = scriptOf(code);
    // Symbols that happen to sit in a script's block (e.g. the Latin-1 multiplication sign) are neutral.
    if (script !== null && script !== expected && LETTER_MARK_OR_DIGIT.test(ch)) return false;
    if (!LETTER_OR_MARK.test(ch)) continue;
    if (script === null) return false;
    letters += 1;
  }
  return letters > 0;
}
