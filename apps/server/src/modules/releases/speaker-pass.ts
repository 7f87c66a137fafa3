// A release's speaker pass (issue 22): who speaks, read a page of users at a time, becomes what the build
// keeps for the whole release: which demographic values may be published, each speaker's split and the
// speakers per language. The rows themselves are dropped page by page; what stays is a few small entries
// per speaker, so the build's memory grows with speakers by little and not at all with clips.
import type { ReleaseFilters } from '@dhvani/contract/releases';
import type { Db } from '../../db/database.js';
import { speakersBetween, userPageEnd } from './selection-repository.js';
import { speakerSplit } from '../sentences/splits.js';
import { bandsBetween, DemographicCounts } from './speakers.js';
import type { Split } from './splits.js';

const USER_PAGE = 2000;

export interface SpeakerPlan {
  demographics: DemographicCounts;
  splits: Map<string, Split>;
  speakersPerLanguage: Map<string, number>;
  /** Distinct speakers in the release. */
  speakers: number;
}

export async function speakerPass(
  db: Db,
  req: { filters: ReleaseFilters; asOf: Date; secret: string; signal?: AbortSignal },
): Promise<SpeakerPlan> {
  const demographics = new DemographicCounts();
  const speakersPerLanguage = new Map<string, number>();
  // Each speaker's split is keyed by the deployment's secret: the split their sentences were offered from.
  const splits = new Map<string, Split>();
  let after: string | null = null;
  for (;;) {
    req.signal?.throwIfAborted();
    const end = await userPageEnd(db, after, USER_PAGE);
    for (const s of await speakersBetween(db, req.filters, req.asOf, after, end)) {
      demographics.add('gender', s.gender, s.userId);
      demographics.add('motherTongue', s.motherTongue, s.userId);
      for (const band of bandsBetween(s.dob, s.first, s.last)) demographics.add('age', band, s.userId);
      speakersPerLanguage.set(s.language, (speakersPerLanguage.get(s.language) ?? 0) + 1);
      if (!splits.has(s.userId)) splits.set(s.userId, speakerSplit(req.secret, s.userId));
    }
    if (end === null) break;
    after = end;
  }
  return { demographics, splits, speakersPerLanguage, speakers: splits.size };
}
