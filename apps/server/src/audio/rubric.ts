// The grading rubric: every check may cap the grade, the lowest cap wins, and each cap brings the
// reason that explains it, as a code with its figures (@dhvani/contract/quality-reasons words it). Thresholds live in @dhvani/contract/audio-quality so the web shares them;
// docs/audio-quality.md explains them to contributors.
import {
  AUDIO_QUALITY_THRESHOLDS as T,
  SNR_RANGE_DB,
  type AudioMetrics,
} from '@dhvani/contract/audio-quality';
import { QUALITIES, type Quality } from '@dhvani/contract/enums';
import { qualityReason, type QualityReason, type ReasonCode } from '@dhvani/contract/quality-reasons';
import type { ReadCheck } from '@dhvani/contract/read-check';
import { gradedSpeechShare } from './speech-share.js';

interface Cap {
  quality: Quality;
  reason: QualityReason;
}

const rank = (q: Quality) => QUALITIES.indexOf(q);

function worst(...levels: [Quality, boolean][]): Quality | null {
  for (const quality of ['poor', 'average', 'good'] as const) {
    if (levels.some(([q, hit]) => q === quality && hit)) return quality;
  }
  return null;
}

function speechCaps(m: AudioMetrics): Cap[] {
  if (m.speechSeconds < T.minSpeechSeconds) return [{ quality: 'poor', reason: qualityReason('no_speech') }];
  const caps: Cap[] = [];
  const speechShare = gradedSpeechShare(m);
  const share = worst(
    ['poor', speechShare < T.speechRatio.poor],
    ['average', speechShare < T.speechRatio.average],
  );
  if (share)
    caps.push({
      quality: share,
      reason: qualityReason('low_speech_share', { percent: speechShare * 100 }),
    });

  const level = m.speechLevelDbfs ?? -Infinity;
  const quiet = worst(
    ['poor', level < T.speechLevelDbfs.poor],
    ['average', level < T.speechLevelDbfs.average],
  );
  if (quiet) caps.push({ quality: quiet, reason: qualityReason('too_quiet', { dbfs: level }) });

  const snr = m.snrDb ?? SNR_RANGE_DB.min;
  if (snr < T.snrDb.average)
    caps.push({ quality: 'poor', reason: qualityReason('noise_very_high', { db: snr }) });
  else if (snr < T.snrDb.good)
    caps.push({ quality: 'average', reason: qualityReason('noise_high', { db: snr }) });
  else if (snr < T.snrDb.excellent)
    caps.push({ quality: 'good', reason: qualityReason('noise_some', { db: snr }) });

  if (m.leadingSilenceSeconds > T.maxEdgeSilenceSeconds)
    caps.push({
      quality: 'good',
      reason: qualityReason('silence_before', { seconds: m.leadingSilenceSeconds }),
    });
  if (m.trailingSilenceSeconds > T.maxEdgeSilenceSeconds)
    caps.push({
      quality: 'good',
      reason: qualityReason('silence_after', { seconds: m.trailingSilenceSeconds }),
    });

  if (m.speakingRate === 'too-fast') caps.push({ quality: 'poor', reason: qualityReason('partial_read') });
  if (m.speakingRate === 'too-slow') caps.push({ quality: 'average', reason: qualityReason('slow_read') });
  return caps;
}

function signalCaps(m: AudioMetrics): Cap[] {
  const caps: Cap[] = [];
  if (m.durationSeconds < T.minDurationSeconds)
    caps.push({ quality: 'poor', reason: qualityReason('too_short', { seconds: m.durationSeconds }) });
  const clip = worst(
    ['poor', m.clippingRatio >= T.clippingRatio.poor],
    ['average', m.clippingRatio >= T.clippingRatio.average],
    ['good', m.clippingRatio >= T.clippingRatio.good],
  );
  if (clip)
    caps.push({
      quality: clip,
      reason: qualityReason('clipped', { percent: m.clippingRatio * 100 }),
    });
  if (Math.abs(m.dcOffset) > T.maxDcOffset)
    caps.push({
      quality: 'good',
      reason: qualityReason('dc_offset', { percent: Math.abs(m.dcOffset) * 100 }),
    });
  return caps;
}

const READ_CHECK_REASON: Partial<Record<ReadCheck['outcome'], ReasonCode>> = {
  'different-text': 'read_different_text',
  'stopped-early': 'read_stopped_early',
  'extra-speech': 'read_extra_speech',
};

/**
 * A clip that does not say its text is worth no more than a clip without speech (issue 35): poor, whatever
 * its sound. A clip without speech already has its own reason, and one not checked is graded on its sound.
 */
function readCheckCaps(check: ReadCheck | null | undefined): Cap[] {
  const code = check ? READ_CHECK_REASON[check.outcome] : undefined;
  return code ? [{ quality: 'poor', reason: qualityReason(code) }] : [];
}

function praise(m: AudioMetrics): QualityReason {
  const snr = m.snrDb ?? 0;
  return snr >= SNR_RANGE_DB.max ? qualityReason('clear_no_noise') : qualityReason('clear', { db: snr });
}

export function grade(
  metrics: AudioMetrics,
  readCheck?: ReadCheck | null,
): { quality: Quality; reasons: QualityReason[] } {
  // A clip too short to hold a sentence is judged on that alone; its speech figures mean little.
  const tooShort = metrics.durationSeconds < T.minDurationSeconds;
  const caps = [
    // The read-check first: among equal caps it is what the contributor reads first.
    ...(tooShort ? [] : readCheckCaps(readCheck)),
    ...signalCaps(metrics),
    ...(tooShort ? [] : speechCaps(metrics)),
  ].sort((a, b) => rank(b.quality) - rank(a.quality));
  const quality = caps[0]?.quality ?? 'excellent';
  return { quality, reasons: caps.length > 0 ? caps.map((c) => c.reason) : [praise(metrics)] };
}
