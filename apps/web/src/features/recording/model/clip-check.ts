// A look at the clip before upload, with the thresholds the server grades by (issue 4), so a
// contributor hears about a silent, cut-off or gappy recording while they can still record again.
import { AUDIO_QUALITY_THRESHOLDS } from '@dhvani/contract/audio-quality';
import type { RecordedClip } from '../audio/recorder';
import { toDbfs } from '../audio/levels';

/** What the review step warns about (the recording catalog words each: review.silent, review.short, review.gaps). */
export type ClipWarning = 'silent' | 'short' | 'gaps';

/**
 * Audio missing against the clock is only called lost above both limits. 0.5 s absorbs what the clock
 * counts but the microphone cannot deliver in any clip: the audio graph starting a few 128 ms blocks
 * after the clock, the last partial block on stop, the 100 ms limit check. 1 % absorbs the drift
 * between the page's clock and the sound card's (tenths of a percent) over a long clip. The loss under
 * CPU load that issue 20 measured was 7-10 % (108-112 s for 2:00), far above both.
 */
export const DROP_TOLERANCE = { seconds: 0.5, share: 0.01 } as const;

type Checked = Pick<RecordedClip, 'durationSeconds' | 'loudestBlockRms' | 'elapsedSeconds'>;

/** Seconds of audio lost on the way from the microphone, or 0 while within the tolerance. */
export function droppedSeconds({ durationSeconds, elapsedSeconds }: Checked): number {
  const missing = elapsedSeconds - durationSeconds;
  const tolerated = Math.max(DROP_TOLERANCE.seconds, DROP_TOLERANCE.share * elapsedSeconds);
  return missing > tolerated ? missing : 0;
}

export function clipWarnings(clip: Checked): ClipWarning[] {
  const warnings: ClipWarning[] = [];
  // Even the loudest 128 ms stays below the level the server calls too quiet for speech.
  if (toDbfs(clip.loudestBlockRms) < AUDIO_QUALITY_THRESHOLDS.speechLevelDbfs.poor) {
    warnings.push('silent');
  }
  if (clip.durationSeconds < AUDIO_QUALITY_THRESHOLDS.minDurationSeconds) warnings.push('short');
  if (droppedSeconds(clip) > 0) warnings.push('gaps');
  return warnings;
}
