// A look at the clip before upload, with the thresholds the server grades by (issue 4), so a
// contributor hears about a silent or cut-off recording while they can still record again.
import { AUDIO_QUALITY_THRESHOLDS } from '@dhvani/contract/audio-quality';
import type { RecordedClip } from '../audio/recorder';
import { toDbfs } from '../audio/levels';

/** What the review step warns about (the recording catalog words each: review.silent, review.short). */
export type ClipWarning = 'silent' | 'short';

export function clipWarnings(clip: Pick<RecordedClip, 'durationSeconds' | 'loudestBlockRms'>): ClipWarning[] {
  const warnings: ClipWarning[] = [];
  // Even the loudest 128 ms stays below the level the server calls too quiet for speech.
  if (toDbfs(clip.loudestBlockRms) < AUDIO_QUALITY_THRESHOLDS.speechLevelDbfs.poor) {
    warnings.push('silent');
  }
  if (clip.durationSeconds < AUDIO_QUALITY_THRESHOLDS.minDurationSeconds) warnings.push('short');
  return warnings;
}
