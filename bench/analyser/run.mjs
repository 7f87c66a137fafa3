#!/usr/bin/env node
// Analyser benchmark (issue 4): analyses the 120 s fixture repeatedly on one thread and reports the
// median ms per clip and the real-time factor for
//   - signal metrics alone (parse + one pass over the samples),
//   - the full analyser with the energy detector (no model),
//   - the full analyser with Silero VAD v5 (what production runs),
//   - a naive one-window-per-session.run Silero loop, as the reference DESIGN §5 measured.
// Targets: ≥ 200× real time with VAD (≤ 600 ms per 120 s clip), ≥ 5,000× for signal metrics alone.
// The last line of stdout is the JSON result; it is also written to bench/results/analyser.json.
// Runs the TypeScript sources through tsx (re-executing itself with it when needed).
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const scriptPath = fileURLToPath(import.meta.url);
const root = resolve(dirname(scriptPath), '..', '..');

if (!process.env.DHVANI_BENCH_CHILD) {
  const child = spawnSync(
    process.execPath,
    ['--conditions=source', '--import', 'tsx', scriptPath, ...process.argv.slice(2)],
    {
      stdio: 'inherit',
      env: { ...process.env, DHVANI_BENCH_CHILD: '1' },
    },
  );
  process.exit(child.status ?? 1);
}

const src = (file) => pathToFileURL(join(root, 'apps/server/src/audio', file)).href;
const { ensureAudioFixtures } = await import(
  pathToFileURL(join(root, 'scripts/make-audio-fixtures.mjs')).href
);
const { analyse } = await import(src('analyse.ts'));
const { parseWav } = await import(src('wav.ts'));
const { computeSignalStats } = await import(src('signal.ts'));
const { defaultSileroModelPath, loadSileroSession } = await import(src('silero-vad.ts'));
const ort = await import('onnxruntime-node');

const runs = Number(process.env.BENCH_RUNS ?? 15);
const { dir, manifest } = ensureAudioFixtures();
const bytes = readFileSync(join(dir, 'bench-120s.wav'));
const clipSeconds = parseWav(bytes).durationSeconds;
const paragraph = manifest.texts.en;

async function measure(label, n, fn) {
  for (let i = 0; i < 2; i++) await fn(); // warm-up: JIT and model load
  const times = [];
  for (let i = 0; i < n; i++) {
    const start = process.hrtime.bigint();
    await fn();
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  times.sort((a, b) => a - b);
  const medianMs = times[Math.floor(times.length / 2)];
  return {
    label,
    runs: n,
    medianMs: +medianMs.toFixed(2),
    minMs: +times[0].toFixed(2),
    realTimeFactor: Math.round((clipSeconds * 1000) / medianMs),
  };
}

/** The naive reference: one 512-sample window per session.run, fresh tensors every call. */
async function naiveSilero(session, samples) {
  let state = new ort.Tensor('float32', new Float32Array(256), [2, 1, 128]);
  const sr = new ort.Tensor('int64', BigInt64Array.from([16000n]), []);
  for (let at = 0; at + 512 <= samples.length; at += 512) {
    const input = Float32Array.from(samples.subarray(at, at + 512), (v) => v / 32768);
    const out = await session.run({ input: new ort.Tensor('float32', input, [1, 512]), state, sr });
    state = out.stateN;
  }
}

const session = await loadSileroSession(defaultSileroModelPath());
const { samples } = parseWav(bytes);
const results = [
  await measure('signal metrics only', runs * 20, () => computeSignalStats(parseWav(bytes).samples)),
  await measure('analyse, energy VAD', runs * 20, () =>
    analyse(bytes, paragraph, 'English', { vad: 'energy' }),
  ),
  await measure('analyse, Silero VAD v5', runs, () => analyse(bytes, paragraph, 'English')),
  await measure('naive Silero loop (reference)', Math.max(3, Math.floor(runs / 3)), () =>
    naiveSilero(session, samples),
  ),
];

const targets = { withVadMinRealTime: 200, signalOnlyMinRealTime: 5000 };
const withVad = results[2];
const signalOnly = results[0];
const summary = {
  benchmark: 'analyser',
  clipSeconds,
  node: process.version,
  results,
  targets,
  meetsTargets: {
    withVad: withVad.realTimeFactor >= targets.withVadMinRealTime,
    signalOnly: signalOnly.realTimeFactor >= targets.signalOnlyMinRealTime,
  },
};

console.log(`analyser bench: ${clipSeconds} s clip, median of n runs, one thread`);
for (const r of results) {
  console.log(
    `  ${r.label.padEnd(32)} ${String(r.medianMs).padStart(9)} ms  ${String(r.realTimeFactor).padStart(7)}× real time  (n=${r.runs})`,
  );
}
mkdirSync(join(root, 'bench/results'), { recursive: true });
writeFileSync(join(root, 'bench/results/analyser.json'), `${JSON.stringify(summary, null, 2)}\n`);
console.log(JSON.stringify(summary));
