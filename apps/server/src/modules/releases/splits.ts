// Train/dev/test splits (issue 22): speaker-disjoint (all of a speaker's clips, in every language, are in one
// split), deterministic (speakers are taken in the order of a keyed hash of their id, so the same selection
// always splits the same way, and a speaker stays in the same split from one release to the next as long as
// the hours allow), and dev and test each about SHARE of every language's hours. Sentence-disjointness comes
// after, clip by clip, without moving a speaker (split-plan.ts).
import { RELEASE_SPLITS, type ReleaseSplit } from '../../db/schema/releases.js';

export type Split = ReleaseSplit;
export const SPLITS: readonly Split[] = RELEASE_SPLITS;

const SHARE = 0.1;
// A speaker may take a held-out split past its target by this much: with few speakers a stricter limit
// would leave dev or test empty.
const OVERSHOOT = 2;

export interface SpeakerHours {
  userId: string;
  language: string;
  seconds: number;
  /** The split order key (splitOrderKey). */
  order: string;
}

/** Assigns every speaker to one split. Languages are filled one after the other, in name order. */
export function assignSplits(rows: SpeakerHours[]): Map<string, Split> {
  const bySpeaker = new Map<string, Split>();
  const languages = [...new Set(rows.map((r) => r.language))].sort();
  for (const language of languages) {
    const speakers = rows
      .filter((r) => r.language === language)
      .sort((a, b) => (a.order < b.order ? -1 : a.order > b.order ? 1 : 0));
    const total = speakers.reduce((s, r) => s + r.seconds, 0);
    const target = total * SHARE;
    const held = { test: 0, dev: 0 };
    for (const s of speakers) {
      const already = bySpeaker.get(s.userId);
      if (already) {
        if (already !== 'train') held[already] += s.seconds;
        continue;
      }
      const into = (['test', 'dev'] as const).find(
        (split) => held[split] < target && held[split] + s.seconds <= target * OVERSHOOT,
      );
      if (into) held[into] += s.seconds;
      bySpeaker.set(s.userId, into ?? 'train');
    }
  }
  return bySpeaker;
}
