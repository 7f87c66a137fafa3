import type { Domain, RecordingLanguage } from '@dhvani/contract/enums';
// How step 3 turns the generate-paragraph answer into the text to read (SPEC §5, §7).
import { TRANSCRIPT_MIN_CHARS } from '@dhvani/contract/prompts';
import { fallbackTranscript } from './fallback-texts';

/** SPEC §7: data when it is a string, else message, else text, else the whole body. */
export function transcriptFromBody(body: unknown): string {
  if (typeof body === 'string') return body;
  if (body && typeof body === 'object') {
    const record = body as Record<string, unknown>;
    for (const key of ['data', 'message', 'text'] as const) {
      if (typeof record[key] === 'string') return record[key];
    }
  }
  return body === undefined || body === null ? '' : JSON.stringify(body);
}

/** SPEC §5: too short, or looking like an error, is not something to read aloud. */
export function isUsableTranscript(text: string): boolean {
  return text.trim().length >= TRANSCRIPT_MIN_CHARS && !/error|Error/.test(text);
}

export interface ChosenTranscript {
  text: string;
  usedFallback: boolean;
}

export function chooseTranscript(
  generated: string | null,
  domain: Domain,
  language: RecordingLanguage,
): ChosenTranscript {
  if (generated !== null && isUsableTranscript(generated))
    return { text: generated.trim(), usedFallback: false };
  return { text: fallbackTranscript(domain, language), usedFallback: true };
}
