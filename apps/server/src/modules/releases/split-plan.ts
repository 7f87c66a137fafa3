// A release's plan (issue 22, issue 32): before any clip is written, every selected clip gets a row in
// release_clips with its speaker's split, then each sentence is kept in one split. Both passes go in keyset
// pages, so memory holds one page and the embedded database is never held for long by one query.
//
// Split files hold the clips the reviewers validated (Common Voice's rule); unreviewed ones only when the
// filters ask (unreviewedInSplits), rejected ones never.
//
// A speaker's split is the one their sentences were offered from (sentences/splits.ts), so a recording made
// since sentences are rows never shares its sentence with another split and the second pass moves none of
// them. It is there for recordings made before: their paragraphs were built from one shared bank. For those,
// speaker-disjointness wins: a sentence read in several splits stays in the held-out one (test, else dev),
// and its clips in the other splits leave the split files (they stay in the release: clips/, metadata.csv
// with a blank split, and validated/other.tsv). The datasheet counts them per language.
import type { ReleaseFilters } from '@dhvani/contract/releases';
import type { Db } from '../../db/database.js';
// Common Voice's sentence_id, the sha256 of the text read: a clip that read one sentence (the default since
// issue 32) has its sentence's id; one that read several, the id of their whole text.
import { sentenceIdOf } from '../sentences/sentence-id.js';
import { keepSentencesInOneSplit, planClips } from './repository.js';
import { selectedPage, type ClipCursor } from './selection-repository.js';
import type { Split } from './splits.js';

const PLAN_PAGE = 1000;
const SENTENCE_PAGE = 2000;

/** Clips and seconds per language that left the split files because their sentence is in another split. */
export type SplitMoves = Map<string, { clips: number; seconds: number }>;

export interface ReleasePlan {
  moves: SplitMoves;
  /** Unreviewed clips per language kept out of the split files. */
  unreviewedOutOfSplits: Map<string, number>;
}

/** The split a clip's row gets before sentences are considered. */
function plannedSplit(
  clip: { userId: string; reviewStatus: 'validated' | 'invalidated' | 'other' },
  filters: ReleaseFilters,
  splitOf: (userId: string) => Split,
): Split | null {
  // The reviewers rejected it: in invalidated.tsv only, never in a split.
  if (clip.reviewStatus === 'invalidated') return null;
  if (clip.reviewStatus === 'other' && !filters.unreviewedInSplits) return null;
  return splitOf(clip.userId);
}

export async function planRelease(
  db: Db,
  req: {
    releaseId: string;
    filters: ReleaseFilters;
    asOf: Date;
    splitOf: (userId: string) => Split;
    signal?: AbortSignal;
  },
): Promise<ReleasePlan> {
  const unreviewedOutOfSplits = new Map<string, number>();
  let cursor: ClipCursor | null = null;
  for (;;) {
    req.signal?.throwIfAborted();
    const page = await selectedPage(db, req.filters, req.asOf, cursor, PLAN_PAGE);
    if (page.length === 0) break;
    await planClips(
      db,
      req.releaseId,
      page.map((clip) => {
        const split = plannedSplit(clip, req.filters, req.splitOf);
        if (clip.reviewStatus === 'other' && split === null) {
          unreviewedOutOfSplits.set(clip.language, (unreviewedOutOfSplits.get(clip.language) ?? 0) + 1);
        }
        return { recordingId: clip.id, split, sentenceId: sentenceIdOf(clip.transcript) };
      }),
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
  return { moves, unreviewedOutOfSplits };
}
