// Does a stored recording carry the sound the fake microphone played? Chromium loops a fixture WAV from
// wherever it happens to be when capture starts, resamples it (16 → 48 → 16 kHz) and runs its echo
// cancellation, noise suppression and gain control over it, so the stored samples are a shifted, filtered
// copy of a stretch of the loop, never equal bytes. For each second of the recording the check therefore:
//   1. finds where in the loop that second comes from, by the best normalised cross-correlation of 10 ms
//      loudness envelopes (cheap, and blind to phase and filtering);
//   2. at that offset (± 10 ms), takes the best normalised cross-correlation of the waveforms themselves,
//      which only a copy of the same samples reaches: silence, noise or other speech stay near 0.
import { readFileSync } from 'node:fs';

/** Mono 16-bit PCM samples in [-1, 1) and their rate, from a canonical WAV file. */
export interface Pcm {
  rate: number;
  samples: Float32Array;
}

export function readPcmWav(bytes: Buffer): Pcm {
  if (bytes.toString('ascii', 0, 4) !== 'RIFF' || bytes.toString('ascii', 8, 12) !== 'WAVE') {
    throw new Error('not a WAV file');
  }
  let offset = 12;
  let rate = 0;
  while (offset + 8 <= bytes.length) {
    const id = bytes.toString('ascii', offset, offset + 4);
    const size = bytes.readUInt32LE(offset + 4);
    const body = offset + 8;
    if (id === 'fmt ') {
      const [format, channels, bits] = [
        bytes.readUInt16LE(body),
        bytes.readUInt16LE(body + 2),
        bytes.readUInt16LE(body + 14),
      ];
      if (format !== 1 || channels !== 1 || bits !== 16) {
        throw new Error(`expected mono 16-bit PCM, got format ${format}, ${channels} ch, ${bits} bit`);
      }
      rate = bytes.readUInt32LE(body + 4);
    } else if (id === 'data') {
      const count = Math.floor(Math.min(size, bytes.length - body) / 2);
      const samples = new Float32Array(count);
      for (let i = 0; i < count; i++) samples[i] = bytes.readInt16LE(body + 2 * i) / 32768;
      return { rate, samples };
    }
    offset = body + size + (size % 2);
  }
  throw new Error('WAV without a data chunk');
}

export const readPcmFile = (path: string): Pcm => readPcmWav(readFileSync(path));

/** Pearson correlation of a[aStart..] and b[bStart..] over n samples (0 when either side is constant). */
function ncc(a: ArrayLike<number>, aStart: number, b: ArrayLike<number>, bStart: number, n: number): number {
  let sa = 0;
  let sb = 0;
  for (let i = 0; i < n; i++) {
    sa += a[aStart + i]!;
    sb += b[bStart + i]!;
  }
  const [ma, mb] = [sa / n, sb / n];
  let ab = 0;
  let aa = 0;
  let bb = 0;
  for (let i = 0; i < n; i++) {
    const x = a[aStart + i]! - ma;
    const y = b[bStart + i]! - mb;
    ab += x * y;
    aa += x * x;
    bb += y * y;
  }
  return aa > 0 && bb > 0 ? ab / Math.sqrt(aa * bb) : 0;
}

/** RMS of each `frame`-sample block. */
function envelope(samples: Float32Array, frame: number): Float64Array {
  const out = new Float64Array(Math.floor(samples.length / frame));
  for (let f = 0; f < out.length; f++) {
    let sum = 0;
    for (let i = f * frame; i < (f + 1) * frame; i++) sum += samples[i]! * samples[i]!;
    out[f] = Math.sqrt(sum / frame);
  }
  return out;
}

/** Best waveform correlation (-1..1) of `length` samples of `recording` from `start` with the loop. */
function bestInLoop(
  recording: Float32Array,
  start: number,
  length: number,
  source: Pcm,
  loop: Float32Array,
  loopEnvelope: Float64Array,
) {
  const frame = Math.round(source.rate / 100);
  const windowEnvelope = envelope(recording.subarray(start, start + length), frame);
  const loopFrames = Math.floor(source.samples.length / frame);
  let bestFrame = 0;
  let bestEnvelope = -Infinity;
  for (let f = 0; f < loopFrames; f++) {
    const c = ncc(windowEnvelope, 0, loopEnvelope, f, windowEnvelope.length);
    if (c > bestEnvelope) [bestEnvelope, bestFrame] = [c, f];
  }
  // The envelope's best frame is within a frame of the true offset.
  const slack = frame;
  let best = -1;
  for (let lag = bestFrame * frame - slack; lag <= bestFrame * frame + slack; lag++) {
    const at = (lag + source.samples.length) % source.samples.length;
    best = Math.max(best, ncc(recording, start, loop, at, length));
  }
  return best;
}

/**
 * How well `recording` from `fromSeconds` to `toSeconds` (default: its end) matches the looping `source`: the
 * median, over (at most eight, possibly overlapping) one-second windows, of each window's best correlation with any stretch of the
 * loop. Windows, not the whole clip, because the capture drifts against the file by a few milliseconds over a
 * loop; the median, so that a window of silence (correlation 0) or one spanning a jump does not decide; the
 * end, so that a recording's quiet tail after a reading is not compared. Same sample rates.
 */
export function loopCorrelation(
  recording: Pcm,
  source: Pcm,
  fromSeconds: number,
  toSeconds?: number,
): number {
  if (recording.rate !== source.rate) throw new Error(`rates differ: ${recording.rate} vs ${source.rate}`);
  const rate = source.rate;
  if (toSeconds !== undefined) {
    recording = { rate, samples: recording.samples.subarray(0, Math.round(toSeconds * rate)) };
  }
  // The loop twice over, so a stretch that wraps around its end is still one contiguous run.
  const loop = new Float32Array(source.samples.length * 2);
  loop.set(source.samples);
  loop.set(source.samples, source.samples.length);
  const loopEnvelope = envelope(loop, Math.round(rate / 100));
  const scores: number[] = [];
  const first = Math.round(fromSeconds * rate);
  // Eight windows are plenty for a median and keep the check well under a second of CPU; in a short reading
  // they overlap (a quarter second apart), so a 3 s sentence still gives more than a couple.
  const step = Math.max(Math.round(rate / 4), Math.floor((recording.samples.length - first - rate) / 7));
  for (let start = first; start + rate <= recording.samples.length; start += step) {
    scores.push(bestInLoop(recording.samples, start, rate, source, loop, loopEnvelope));
  }
  if (scores.length < 3) throw new Error(`only ${scores.length} one-second windows to compare`);
  scores.sort((a, b) => a - b);
  return scores[Math.floor(scores.length / 2)]!;
}
