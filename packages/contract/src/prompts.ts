// Reading prompts (issue 5): the generate-paragraph request and the limits of the transcript it answers, that
// the server enforces and the web relies on. Inside the code the text to read is the transcript; SPEC's
// `paragraph` is its name on the wire only (this route's path, the upload's field).
import { z } from 'zod';
import { DOMAINS, RECORDING_LANGUAGES, caseInsensitiveEnum } from './enums.js';

/** A transcript must fit a 120 s recording read at a calm pace, so it is 40–120 words long. */
export const TRANSCRIPT_MIN_WORDS = 40;
export const TRANSCRIPT_MAX_WORDS = 120;
/** The web falls back to its own sentence when the generated text is shorter than this. */
export const TRANSCRIPT_MIN_CHARS = 10;

/**
 * SPEC §5's fallback sentence, English whatever the language. The web reads it for English (other languages
 * get theirs in their own script); the original front end sends it for any language, so the upload's
 * script check accepts it as it is.
 */
export function specFallbackSentence(domain: string, language: string): string {
  return `Please read the following ${domain} related text in ${language}: The quick brown fox jumps over the lazy dog.`;
}

export const generateParagraphSchema = z.object({
  language: caseInsensitiveEnum(RECORDING_LANGUAGES, 'language'),
  domain: caseInsensitiveEnum(DOMAINS, 'domain'),
});
export type GenerateParagraphInput = z.infer<typeof generateParagraphSchema>;

/** Words are counted by whitespace, the same way for every script. */
export function countWords(text: string): number {
  const trimmed = text.trim();
  return trimmed === '' ? 0 : trimmed.split(/\s+/u).length;
}
