// Reading texts (issue 32): what the server issues a contributor to read, with its id. The recording flow sends
// the id back with the upload (`readingTextId`), and the server stores the sentences it issued, not whatever
// text a client sends. SPEC's `POST /recordings/generate-paragraph` stays as it is (the text as `data`).
import { z } from 'zod';
import { DOMAINS, RECORDING_LANGUAGES } from './enums.js';

export { generateParagraphSchema as readingTextRequestSchema } from './prompts.js';

export const readingTextSchema = z.object({
  id: z.uuid(),
  /** The sentences joined by a space: what the contributor reads and the recording's transcript. */
  text: z.string().min(1),
  language: z.enum(RECORDING_LANGUAGES),
  domain: z.enum(DOMAINS),
  /** Each sentence with its id (Common Voice's sentence_id), e.g. for reporting one. */
  sentences: z.array(z.object({ id: z.string(), text: z.string() })).min(1),
});
export type ReadingText = z.infer<typeof readingTextSchema>;

/** Sentences per reading text: one by default (a clip of a few seconds); at most what fits 120 s. */
export const READING_TEXT_SENTENCES_DEFAULT = 1;
export const READING_TEXT_SENTENCES_MAX = 8;

export const READING_TEXT_MESSAGES = {
  noSentences: (language: string) =>
    `There are no sentences to read in ${language} yet. Please choose another language, or ask an admin to add sentences.`,
  notIssued:
    'This reading text was not given to you for this language and domain. Please get a new text and record it again.',
  textDiffers:
    'The text sent with this recording is not the text you were given to read. Please record the text shown again.',
};
