// Train/dev/test (issue 22, issue 32): a release puts each clip in its speaker's split, which is keyed by the
// deployment's secret (sentences/splits.ts) — the same split the speaker's sentences were chosen from, so the
// splits are speaker- and sentence-disjoint by construction (decision 0033).
import { RELEASE_SPLITS, type ReleaseSplit } from '../../db/schema/releases.js';

export type Split = ReleaseSplit;
export const SPLITS: readonly Split[] = RELEASE_SPLITS;
