// Automatic triage (issue 21): what the analyser found decides, before any person listens, whether a clip is
// worth a reviewer's time. Only hard reasons reject: a clip graded poor because it holds no speech, is nearly
// all silence, is clipped, or is far too short for its text. Everything else (noise, a quiet voice, a slow
// reading) enters the queue, where people judge it; the better-graded clips come first.
import { AUDIO_QUALITY_THRESHOLDS as T, type AudioMetrics } from '@dhvani/contract/audio-quality';
import { QUALITIES, type Quality } from '@dhvani/contract/enums';
import type { TriageReason } from '@dhvani/contract/reviews';

/** The hard reasons a graded clip has, in the order the contributor reads them; empty: it goes to people. */
export function triageReasons(quality: Quality, m: AudioMetrics): TriageReason[] {
  if (quality !== 'poor') return [];
  const reasons: TriageReason[] = [];
  const tooShort = m.durationSeconds < T.minDurationSeconds;
  // A clip too short to hold a sentence has no meaningful speech figures (the rubric skips them too).
  if (!tooShort && m.speechSeconds < T.minSpeechSeconds) reasons.push('no_speech');
  else if (!tooShort && m.speechRatio < T.speechRatio.poor) reasons.push('silence');
  if (m.clippingRatio >= T.clippingRatio.poor) reasons.push('clipping');
  // Far too short for the text: the clip itself, or its speech for the paragraph (only part was read).
  if (tooShort || (m.speechSeconds >= T.minSpeechSeconds && m.speakingRate === 'too-fast')) {
    reasons.push('too_short');
  }
  return reasons;
}

/** Queue order: excellent clips first. */
export const queueRank = (quality: Quality): number => QUALITIES.indexOf(quality);
