// The character error rate of what a recogniser heard against the text a clip was given (issue 35, decision
// 0049). Counted in grapheme clusters, not code points: in Indian scripts a consonant with its vowel sign or
// virama is one written character, so a missed vowel sign is one error, as a reader would count it, and
// decomposed and precomposed spellings of the same letter compare equal after NFC.

const GRAPHEMES = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/**
 * The text as it is compared: NFC, case-folded, punctuation and format characters (ZWJ, ZWNJ, soft hyphen:
 * they change how a word is drawn, not what is said) removed, whitespace collapsed to single spaces.
 */
export function normaliseForCer(text: string): string {
  return text
    .normalize('NFC')
    .toLowerCase()
    .replace(/[\p{P}\p{Cf}]/gu, '')
    .replace(/\s+/gu, ' ')
    .trim();
}

export function graphemesOf(text: string): string[] {
  return Array.from(GRAPHEMES.segment(text), (s) => s.segment);
}

/** Levenshtein distance (insertions, deletions, substitutions cost 1), in two rows of memory. */
export function editDistance(a: readonly string[], b: readonly string[]): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  let current = new Array<number>(b.length + 1);
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const substitution = previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1);
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, substitution);
    }
    [previous, current] = [current, previous];
  }
  return previous[b.length]!;
}

/**
 * Edits from the reference (the clip's text) to what was heard, ÷ the reference's clusters, to 4 decimals;
 * null when the text holds nothing to compare (only punctuation). Above 1 when far more was heard.
 */
export function characterErrorRate(reference: string, heard: string): number | null {
  const ref = graphemesOf(normaliseForCer(reference));
  if (ref.length === 0) return null;
  const hyp = graphemesOf(normaliseForCer(heard));
  return Math.round((editDistance(ref, hyp) / ref.length) * 10_000) / 10_000;
}
