// The grading rubric: every check may cap the grade, the lowest cap wins, and each cap brings the
// sentence that explains it. Thresholds live in @dhvani/contract/audio-quality so the web shares them;
// docs/audio-quality.md explains them to contributors.
import {
  AUDIO_QUALITY_THRESHOLDS as T,
  SNR_RANGE_DB,
  type AudioMetrics,
} from '@dhvani/contract/audio-quality';
import { QUALITIES, type Quality } from '@dhvani/contract/enums';

interface Cap {
  quality: Quality;
  reason: string;
}

const rank = (q: Quality) => QUALITIES.indexOf(q);
/** Typographic minus, as in 'Too quiet: speech level −44 dBFS'; never a "−0". */
const num = (value: number, digits = 0) => {
  const text = value.toFixed(digits);
  return Number(text) === 0 ? (0).toFixed(digits) : text.replace('-', '\u2212');
};
const percent = (ratio: number, digits: number) => `${num(ratio * 100, digits)}%`;

function worst(...levels: [Quality, boolean][]): Quality | null {
  for (const quality of ['poor', 'average', 'good'] as const) {
    if (levels.some(([q, hit]) => q === quality && hit)) return quality;
  }
  return null;
}

function speechCaps(m: AudioMetrics): Cap[] {
  if (m.speechSeconds < T.minSpeechSeconds) return [{ quality: 'poor', reason: 'No speech detected' }];
  const caps: Cap[] = [];
  const share = worst(
    ['poor', m.speechRatio < T.speechRatio.poor],
    ['average', m.speechRatio < T.speechRatio.average],
  );
  if (share)
    caps.push({ quality: share, reason: `Only ${percent(m.speechRatio, 0)} of the clip contains speech` });

  const level = m.speechLevelDbfs ?? -Infinity;
  const quiet = worst(
    ['poor', level < T.speechLevelDbfs.poor],
    ['average', level < T.speechLevelDbfs.average],
  );
  if (quiet) caps.push({ quality: quiet, reason: `Too quiet: speech level ${num(level)} dBFS` });

  const snr = m.snrDb ?? SNR_RANGE_DB.min;
  if (snr < T.snrDb.average)
    caps.push({ quality: 'poor', reason: `Background noise is very high (SNR ${num(snr)} dB)` });
  else if (snr < T.snrDb.good)
    caps.push({ quality: 'average', reason: `Background noise is high (SNR ${num(snr)} dB)` });
  else if (snr < T.snrDb.excellent)
    caps.push({ quality: 'good', reason: `Some background noise (SNR ${num(snr)} dB)` });

  if (m.leadingSilenceSeconds > T.maxEdgeSilenceSeconds)
    caps.push({
      quality: 'good',
      reason: `Long silence before speaking (${num(m.leadingSilenceSeconds, 1)} s)`,
    });
  if (m.trailingSilenceSeconds > T.maxEdgeSilenceSeconds)
    caps.push({
      quality: 'good',
      reason: `Long silence after speaking (${num(m.trailingSilenceSeconds, 1)} s)`,
    });

  if (m.speakingRate === 'too-fast')
    caps.push({ quality: 'poor', reason: 'Only part of the paragraph seems to have been read' });
  if (m.speakingRate === 'too-slow')
    caps.push({ quality: 'average', reason: 'Reading is much slower than expected for this paragraph' });
  return caps;
}

function signalCaps(m: AudioMetrics): Cap[] {
  const caps: Cap[] = [];
  if (m.durationSeconds < T.minDurationSeconds)
    caps.push({ quality: 'poor', reason: `Recording is too short (${num(m.durationSeconds, 1)} s)` });
  const clip = worst(
    ['poor', m.clippingRatio >= T.clippingRatio.poor],
    ['average', m.clippingRatio >= T.clippingRatio.average],
    ['good', m.clippingRatio >= T.clippingRatio.good],
  );
  if (clip)
    caps.push({
      quality: clip,
      reason: `Audio is clipped (${percent(m.clippingRatio, m.clippingRatio < 0.001 ? 2 : 1)} of samples)`,
    });
  if (Math.abs(m.dcOffset) > T.maxDcOffset)
    caps.push({
      quality: 'good',
      reason: `The microphone adds a DC offset (${percent(Math.abs(m.dcOffset), 0)} of full scale)`,
    });
  return caps;
}

function praise(m: AudioMetrics): string {
  const snr = m.snrDb ?? 0;
  return snr >= SNR_RANGE_DB.max
    ? 'Clear speech with no audible background noise'
    : `Clear speech, well above the background (SNR ${num(snr)} dB)`;
}

export function grade(metrics: AudioMetrics): { quality: Quality; reasons: string[] } {
  // A clip too short to hold a sentence is judged on that alone; its speech figures mean little.
  const tooShort = metrics.durationSeconds < T.minDurationSeconds;
  const caps = [...signalCaps(metrics), ...(tooShort ? [] : speechCaps(metrics))].sort(
    (a, b) => rank(b.quality) - rank(a.quality),
  );
  const quality = caps[0]?.quality ?? 'excellent';
  return { quality, reasons: caps.length > 0 ? caps.map((c) => c.reason) : [praise(metrics)] };
}
