// A release's plan (issue 22): before any clip is written, every selected clip gets a row in release_clips
// with its speaker's split, then each sentence is kept in one split. Both passes go in keyset pages, so memory
// holds one page and the embedded database is never held for long by one query.
//
// Speaker-disjointness wins over sentence-disjointness: a speaker's clips are never moved to another split.
// A sentence read in several splits stays in the held-out one (test, else dev), and its clips in the other
// splits leave the split files (they stay in the release: clips/, metadata.csv with a blank split, and
// validated/other.tsv). The datasheet counts them per language.
import { createHash } from 'node:crypto';
import type { ReleaseFilters } from '@dhvani/contract/releases';
import type { Db } from '../../db/database.js';
import { keepSentencesInOneSplit, planClips } from './repository.js';
import { selectedPage, type ClipCursor } from './selection-repository.js';
import type { Split } from './splits.js';

const PLAN_PAGE = 1000;
const SENTENCE_PAGE = 2000;

/** Common Voice's sentence_id: the sha256 of the sentence. */
export const sentenceIdOf = (sentence: string) => createHash('sha256').update(sentence).digest('hex');

/** Clips and seconds per language that left the split files because their sentence is in another split. */
export type SplitMoves = Map<string, { clips: number; seconds: number }>;

export async function planRelease(
  db: Db,
  req: {
    releaseId: string;
    filters: ReleaseFilters;
    asOf: Date;
    splitOf: (userId: string) => Split;
    signal?: AbortSignal;
  },
): Promise<SplitMoves> {
  let cursor: ClipCursor | null = null;
  for (;;) {
    req.signal?.throwIfAborted();
    const page = await selectedPage(db, req.filters, req.asOf, cursor, PLAN_PAGE);
    if (page.length === 0) break;
    await planClips(
      db,
      req.releaseId,
      page.map((clip) => ({
        recordingId: clip.id,
        // The reviewers rejected it: in invalidated.tsv only, never in a split.
        split: clip.reviewStatus === 'invalidated' ? null : req.splitOf(clip.userId),
        sentenceId: sentenceIdOf(clip.transcript),
      })),
    );
    const last = page[page.length - 1]!;
    cursor = { language: last.language, id: last.id };
  }

  const moves: SplitMoves = new Map();
  let after: string | null = null;
  for (;;) {
    req.signal?.throwIfAborted();
    const { last, moved } = await keepSentencesInOneSplit(db, req.releaseId, after, SENTENCE_PAGE);
    for (const m of moved) {
      const sum = moves.get(m.language) ?? { clips: 0, seconds: 0 };
      sum.clips += m.clips;
      sum.seconds += m.seconds;
      moves.set(m.language, sum);
    }
    if (last === null) break;
    after = last;
  }
  return moves;
}
