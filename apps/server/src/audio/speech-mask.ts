// Turns per-frame speech probabilities into a speech/non-speech mask. Hysteresis and the minimum
// durations follow the spirit of Silero's own timestamp helper: enter at 0.5, leave below 0.35,
// bridge pauses shorter than ~100 ms, drop blips shorter than ~250 ms (a click is not speech).
export const SPEECH_ENTER_PROBABILITY = 0.5;
export const SPEECH_EXIT_PROBABILITY = 0.35;
const MAX_BRIDGED_GAP_FRAMES = 3;
const MIN_SPEECH_FRAMES = 8;

export function speechMaskFromProbabilities(probabilities: Float32Array): Uint8Array {
  const n = probabilities.length;
  const mask = new Uint8Array(n);
  let inSpeech = false;
  for (let i = 0; i < n; i++) {
    const p = probabilities[i] as number;
    inSpeech = inSpeech ? p >= SPEECH_EXIT_PROBABILITY : p >= SPEECH_ENTER_PROBABILITY;
    mask[i] = inSpeech ? 1 : 0;
  }
  bridgeShortGaps(mask);
  dropShortRuns(mask);
  return mask;
}

function bridgeShortGaps(mask: Uint8Array): void {
  let lastSpeech = -1;
  for (let i = 0; i < mask.length; i++) {
    if (mask[i] !== 1) continue;
    const gap = i - lastSpeech - 1;
    if (lastSpeech >= 0 && gap > 0 && gap <= MAX_BRIDGED_GAP_FRAMES) mask.fill(1, lastSpeech + 1, i);
    lastSpeech = i;
  }
}

function dropShortRuns(mask: Uint8Array): void {
  let start = -1;
  for (let i = 0; i <= mask.length; i++) {
    const on = i < mask.length && mask[i] === 1;
    if (on && start < 0) start = i;
    if (!on && start >= 0) {
      if (i - start < MIN_SPEECH_FRAMES) mask.fill(0, start, i);
      start = -1;
    }
  }
}
