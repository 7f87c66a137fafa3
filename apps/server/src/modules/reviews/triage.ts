// Automatic triage (issue 21): what the analyser found decides, before any person listens, whether a clip is
// worth a reviewer's time. Only hard reasons reject: a clip graded poor because it holds no speech, is nearly
// all silence, is clipped, or is far too short for its text. Everything else (noise, a quiet voice, a slow
// reading) enters the queue, where people judge it; the better-graded clips come first.
import { AUDIO_QUALITY_THRESHOLDS as T, type AudioMetrics } from '@dhvani/contract/audio-quality';
import { QUALITIES, type Quality } from '@dhvani/contract/enums';
import { READ_CHECK_MISMATCHES } from '@dhvani/contract/audio-thresholds';
import type { ReadCheck } from '@dhvani/contract/read-check';
import type { TriageReason } from '@dhvani/contract/reviews';
import { gradedSpeechShare } from '../../audio/speech-share.js';

const isMismatch = (check: ReadCheck | null) =>
  check !== null && (READ_CHECK_MISMATCHES as readonly string[]).includes(check.outcome);

/** The hard reasons a graded clip has, in the order the contributor reads them; empty: it goes to people. */
export function triageReasons(
  quality: Quality,
  m: AudioMetrics,
  readCheck: ReadCheck | null = null,
): TriageReason[] {
  if (quality !== 'poor') return [];
  const reasons: TriageReason[] = [];
  const tooShort = m.durationSeconds < T.minDurationSeconds;
  // A clip too short to hold a sentence has no meaningful speech figures (the rubric skips them too).
  if (!tooShort && m.speechSeconds < T.minSpeechSeconds) reasons.push('no_speech');
  else if (!tooShort && gradedSpeechShare(m) < T.speechRatio.poor) reasons.push('silence');
  if (m.clippingRatio >= T.clippingRatio.poor) reasons.push('clipping');
  // Far too short for the text: the clip itself, or its speech for the paragraph (only part was read).
  if (tooShort || (m.speechSeconds >= T.minSpeechSeconds && m.speakingRate === 'too-fast')) {
    reasons.push('too_short');
  }
  // The read-check (issue 35): only a clear mismatch is rejected unheard; a doubtful one is for people.
  if (isMismatch(readCheck) && readCheck?.confidence === 'clear') reasons.push('not_its_text');
  return reasons;
}

/**
 * Queue order: excellent clips first (0 … 3 poor). A clip the read-check doubts comes before them all
 * (−1): people settle what the machine could not, before its contributor records many more like it.
 */
export function queueRank(quality: Quality, readCheck: ReadCheck | null = null): number {
  return isMismatch(readCheck) ? -1 : QUALITIES.indexOf(quality);
}
