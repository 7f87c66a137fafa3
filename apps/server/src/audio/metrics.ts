// Turns the signal statistics and the speech mask into the metrics a person can read. The SNR
// estimator (speech power minus noise power, over the noise floor) is explained in
// docs/decisions/0003-snr-method.md.
import {
  AUDIO_QUALITY_THRESHOLDS,
  MIN_DBFS,
  SNR_RANGE_DB,
  SPEAKING_RATE_BY_SCRIPT,
  SPEAKING_RATE_MIN_CHARS,
  countSpokenCharacters,
  type AudioMetrics,
  type SpeakingRateVerdict,
  type VadKind,
} from '@dhvani/contract/audio-quality';
import { SCRIPT_OF_LANGUAGE } from '@dhvani/contract/scripts';
import type { RecordingLanguage } from '@dhvani/contract/enums';
import { percentile } from './energy-vad.js';
import { FRAME_SAMPLES, toDbfs, type SignalStats } from './signal.js';

const round = (value: number, digits: number) => {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
};

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

export interface MetricsInput {
  stats: SignalStats;
  mask: Uint8Array;
  vad: VadKind;
  sampleRate: number;
  transcript: string;
  language: RecordingLanguage;
}

function speakingRate(
  transcript: string,
  language: RecordingLanguage,
  speechSeconds: number,
): { charsPerSpeechSecond: number | null; speakingRate: SpeakingRateVerdict } {
  const chars = countSpokenCharacters(transcript);
  if (speechSeconds < AUDIO_QUALITY_THRESHOLDS.minSpeechSeconds || chars < SPEAKING_RATE_MIN_CHARS) {
    return {
      charsPerSpeechSecond: speechSeconds > 0 ? round(chars / speechSeconds, 1) : null,
      speakingRate: 'unknown',
    };
  }
  const rate = chars / speechSeconds;
  const range = SPEAKING_RATE_BY_SCRIPT[SCRIPT_OF_LANGUAGE[language]];
  const verdict = rate > range.max ? 'too-fast' : rate < range.min ? 'too-slow' : 'ok';
  return { charsPerSpeechSecond: round(rate, 1), speakingRate: verdict };
}

export function buildMetrics({
  stats,
  mask,
  vad,
  sampleRate,
  transcript,
  language,
}: MetricsInput): AudioMetrics {
  const { framePower, frameCount, sampleCount } = stats;
  const frameSeconds = FRAME_SAMPLES / sampleRate;
  const durationSeconds = sampleCount / sampleRate;

  let speechFrames = 0;
  let speechPower = 0;
  let first = -1;
  let last = -1;
  const quiet: number[] = [];
  for (let f = 0; f < frameCount; f++) {
    const power = framePower[f] as number;
    if (mask[f] === 1) {
      speechFrames++;
      speechPower += power;
      if (first < 0) first = f;
      last = f;
    } else {
      quiet.push(power);
    }
  }
  // The median of the non-speech frames resists speech leaking into frames the detector missed;
  // a clip that is speech throughout falls back to its quietest 5%.
  const noisePower = Math.max(
    10 ** (MIN_DBFS / 10),
    quiet.length > 0 ? percentile(quiet, 0.5) : percentile(framePower, 0.05),
  );
  const speechSeconds = Math.min(durationSeconds, speechFrames * frameSeconds);
  const hasSpeech = speechFrames > 0;
  const meanSpeechPower = hasSpeech ? speechPower / speechFrames : 0;
  const snr = hasSpeech
    ? clamp(
        10 * Math.log10(Math.max(meanSpeechPower - noisePower, noisePower * 1e-3) / noisePower),
        SNR_RANGE_DB.min,
        SNR_RANGE_DB.max,
      )
    : null;

  return {
    durationSeconds: round(durationSeconds, 3),
    speechLevelDbfs: hasSpeech ? round(toDbfs(meanSpeechPower), 1) : null,
    peakDbfs: round(toDbfs(stats.peak * stats.peak), 1),
    clippingRatio: round(stats.clippedSamples / Math.max(1, sampleCount), 6),
    dcOffset: round(stats.dcOffset, 4),
    noiseFloorDbfs: round(toDbfs(noisePower), 1),
    snrDb: snr === null ? null : round(snr, 1),
    speechSeconds: round(speechSeconds, 2),
    speechRatio: round(durationSeconds > 0 ? speechSeconds / durationSeconds : 0, 3),
    leadingSilenceSeconds: round(hasSpeech ? first * frameSeconds : durationSeconds, 2),
    trailingSilenceSeconds: round(
      hasSpeech ? Math.max(0, durationSeconds - (last + 1) * frameSeconds) : durationSeconds,
      2,
    ),
    ...speakingRate(transcript, language, speechSeconds),
    vad,
  };
}
