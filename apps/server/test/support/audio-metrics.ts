// Analyser metrics for tests of what is made of them (the rubric, triage), without audio.
import type { AudioMetrics } from '@dhvani/contract/audio-quality';

/** A clean 20 s reading: graded excellent. */
export const cleanMetrics: AudioMetrics = {
  durationSeconds: 20,
  speechLevelDbfs: -22,
  peakDbfs: -3,
  clippingRatio: 0,
  dcOffset: 0,
  noiseFloorDbfs: -70,
  snrDb: 48,
  speechSeconds: 17,
  speechRatio: 0.85,
  leadingSilenceSeconds: 0.6,
  trailingSilenceSeconds: 0.8,
  charsPerSpeechSecond: 13,
  speakingRate: 'ok',
  vad: 'silero-v5',
};

/** One sentence: 2.5 s of speech, a breath before it, Stop pressed 2 s late (45 % of the whole clip). */
export const lateStopSentence: AudioMetrics = {
  ...cleanMetrics,
  durationSeconds: 5.5,
  speechSeconds: 2.5,
  speechRatio: 0.455,
  leadingSilenceSeconds: 1,
  trailingSilenceSeconds: 2,
};

/** A few words lost in a minute of silence. */
export const wordsInSilence: AudioMetrics = {
  ...cleanMetrics,
  durationSeconds: 60,
  speechSeconds: 5,
  speechRatio: 0.083,
  leadingSilenceSeconds: 25,
  trailingSilenceSeconds: 30,
};
