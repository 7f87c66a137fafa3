// Measurements of finished uploads taken before they are committed (issue 20: "analysis may begin on the
// chunks as they arrive"). A recording streamed while spoken is complete on the server at Stop; measuring it
// then, while the contributor reviews it, leaves only the frame-level grading (well under a millisecond) for
// after Submit. The measurement is first filed under the upload's id and moved to the recording's id when
// the upload is committed; the grading job takes it from there.
//
// A cache and nothing more (DESIGN §2): bounded, process-local, and a grading that finds nothing here
// measures the stored clip as before (another process committed it, the entry was evicted, this process
// restarted). Why: docs/decisions/0024.
import { createEarlyWork, type EarlyWork, type EarlyWorkOptions } from '../lib/early-work.js';
import type { ClipMeasurement } from './measure-clip.js';

/** What the analyser's threads report for one clip: the first part's measurement and the others' scores. */
export interface ClipMeasurements {
  first: ClipMeasurement;
  others: ClipMeasurement['scores'][];
}

export type EarlyMeasurements = EarlyWork<ClipMeasurements>;

/** A measurement is ~100 KB: at most 64 are kept, for at most an hour. */
export function createEarlyMeasurements(
  options: Omit<EarlyWorkOptions<ClipMeasurements>, 'dropped'> = {},
): EarlyMeasurements {
  return createEarlyWork<ClipMeasurements>(options);
}
