// A look at the clip before upload, with the thresholds the server grades by (issue 4), so a
// contributor hears about a silent or cut-off recording while they can still record again.
import { AUDIO_QUALITY_THRESHOLDS } from '@dhvani/contract/audio-quality';
import type { RecordedClip } from '../audio/recorder';
import { toDbfs } from '../audio/levels';

export const CLIP_WARNINGS = {
  silent: 'We could hardly hear you in this recording. Check your microphone, then record again.',
  short: 'This recording is very short. Please read the whole text.',
} as const;

export function clipWarnings(clip: Pick<RecordedClip, 'durationSeconds' | 'loudestBlockRms'>): string[] {
  const warnings: string[] = [];
  // Even the loudest 128 ms stays below the level the server calls too quiet for speech.
  if (toDbfs(clip.loudestBlockRms) < AUDIO_QUALITY_THRESHOLDS.speechLevelDbfs.poor) {
    warnings.push(CLIP_WARNINGS.silent);
  }
  if (clip.durationSeconds < AUDIO_QUALITY_THRESHOLDS.minDurationSeconds) warnings.push(CLIP_WARNINGS.short);
  return warnings;
}
