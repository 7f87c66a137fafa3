// The read-check of one clip (issue 35): does it say its text? Given the clip's samples, the analyser's
// speech mask and the reference reading of its text (reference.ts), the outcome, its score and the figures
// behind it. Pure; the audio threads run it (read-check-worker.ts).
import { AUDIO_QUALITY_THRESHOLDS } from '@dhvani/contract/audio-thresholds';
import type { RecordingLanguage } from '@dhvani/contract/enums';
import type { ReadCheck } from '@dhvani/contract/read-check';
import type { AlignScratch } from './dtw.js';
import { measureReading } from './measure-reading.js';
import type { Reference } from './reference.js';
import { readVerdict } from './verdict.js';

export interface ClipSpeech {
  samples: Int16Array;
  sampleRate: number;
  /** The analyser's speech mask: one value per 32 ms frame. */
  speechMask: Uint8Array;
}

const round = (x: number, digits = 3) => Number(x.toFixed(digits));

/** `reference` null: the text gave no speech to compare with (espeak-ng could say none of it). */
export function checkReading(
  clip: ClipSpeech,
  reference: Reference | null,
  language: RecordingLanguage,
  scratch?: AlignScratch,
): ReadCheck {
  let speechFrames = 0;
  for (const on of clip.speechMask) speechFrames += on;
  const speechSeconds = (speechFrames * 512) / clip.sampleRate;
  if (speechSeconds < AUDIO_QUALITY_THRESHOLDS.minSpeechSeconds)
    return { outcome: 'not-speech', score: null, confidence: null };
  if (!reference) return { outcome: 'unchecked', score: null, confidence: null, reason: 'unsayable' };
  const m = measureReading(clip.samples, clip.sampleRate, clip.speechMask, reference, scratch);
  if (!m) return { outcome: 'not-speech', score: null, confidence: null };
  // Far more speech than the text holds: extra speech beyond doubt, with nothing aligned to show for it.
  if (m === 'far-too-long') return { outcome: 'extra-speech', score: 0, confidence: 'clear' };
  return {
    ...readVerdict(m, language),
    figures: {
      whole: round(m.whole),
      prefixCost: round(m.prefix.cost),
      textShare: round(m.prefix.textShare, 2),
      withinCost: round(m.within.cost),
      clipShare: round(m.within.clipShare, 2),
      warp: m.warp,
      clipSpeechSeconds: round(m.clipSpeechSeconds, 2),
      textSpeechSeconds: round(m.textSpeechSeconds, 2),
    },
  };
}
