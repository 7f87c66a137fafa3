// The share of a clip that is speech, as the rubric and triage judge it (not the `speechRatio` metric, which
// stays the plain share of the whole clip in releases). Quiet at either edge, up to what the edge-silence rule
// already allows, is left out: a one-sentence clip of 2.5 s of speech, started after a breath and stopped 2 s
// late, is a good clip, yet by the plain share (2.5 of 5.5 s, 45 %) it was graded average. Pauses inside the
// reading still count, and edge silence beyond the allowance counts too, so a few words lost in a minute of
// silence are still poor.
import { AUDIO_QUALITY_THRESHOLDS as T, type AudioMetrics } from '@dhvani/contract/audio-quality';

type ShareMetrics = Pick<
  AudioMetrics,
  'durationSeconds' | 'speechSeconds' | 'leadingSilenceSeconds' | 'trailingSilenceSeconds'
>;

export function gradedSpeechShare(m: ShareMetrics): number {
  const allowedEdges =
    Math.min(m.leadingSilenceSeconds, T.maxEdgeSilenceSeconds) +
    Math.min(m.trailingSilenceSeconds, T.maxEdgeSilenceSeconds);
  const judged = m.durationSeconds - allowedEdges;
  return judged > 0 ? Math.min(1, m.speechSeconds / judged) : 0;
}
