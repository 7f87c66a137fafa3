// A sentence's id is Common Voice's sentence_id: the sha256 (hex) of its text, here of the normalised form
// (contract sentences.ts), so the same sentence has the same id on every installation and in every release.
import { createHash, randomInt } from 'node:crypto';

export const sentenceIdOf = (normalisedText: string) =>
  createHash('sha256').update(normalisedText).digest('hex');

/** The offer order's tie-break among sentences read equally often (sentences.shuffle). */
export const newShuffle = () => randomInt(0, 2 ** 31 - 1);
