// Concurrent upload + evaluate (issue 8 §2): 50 clients each upload the 120 s clip and evaluate it, all at
// once, while the server's peak resident memory is tracked. (The sequential p50/p95 case is
// bench/upload-evaluate/run.mjs.) The stored result is checked afterwards by verify-store.mjs.
import { evaluate, uploadClip } from './api-client.mjs';
import { rssOf, trackPeakRss } from './processes.mjs';
import { round } from './stats.mjs';
import { benchClip } from './wav.mjs';

export const CONCURRENT_CLIENTS = Number(process.env.BENCH_UPLOAD_CONCURRENCY ?? 50);
const PEAK_RSS_TARGET_MB = 300;

async function uploadAndEvaluate(base, token, clip) {
  const started = performance.now();
  const id = await uploadClip(base, token, clip.wav, { paragraph: clip.paragraph });
  const uploaded = performance.now();
  await evaluate(base, token, id);
  const done = performance.now();
  return { id, uploadMs: uploaded - started, evaluateMs: done - uploaded, totalMs: done - started };
}

export async function runConcurrent({ server, token, log, engine }) {
  const clip = benchClip();
  log(`upload+evaluate (${engine}): ${CONCURRENT_CLIENTS} concurrent clients, one 120 s clip each`);
  const idleMb = round(rssOf(server.pid) / 2 ** 20, 0);
  const peak = await trackPeakRss(server.pid);
  const started = performance.now();
  const settled = await Promise.allSettled(
    Array.from({ length: CONCURRENT_CLIENTS }, () => uploadAndEvaluate(server.url, token, clip)),
  );
  const totalS = round((performance.now() - started) / 1000, 1);
  const peakMb = round(peak.stop() / 2 ** 20, 0);
  const ok = settled.filter((s) => s.status === 'fulfilled').map((s) => s.value);
  const failed = settled
    .filter((s) => s.status === 'rejected')
    .map((s) => String(s.reason?.message ?? s.reason));
  return {
    ids: ok.map((r) => r.id),
    failed,
    rows: [
      {
        group: 'upload',
        name: `${CONCURRENT_CLIENTS} concurrent, ${engine}: server peak RSS`,
        value: peakMb,
        unit: 'MB',
        display: `${peakMb} MB (${peak.method}; ${idleMb} MB just before the case)`,
        target: `≤ ${PEAK_RSS_TARGET_MB} MB`,
        pass: peakMb <= PEAK_RSS_TARGET_MB,
        detail: { peakRssMb: peakMb, rssBeforeMb: idleMb, method: peak.method },
      },
      {
        group: 'upload',
        name: `${CONCURRENT_CLIENTS} concurrent, ${engine}: total time`,
        value: totalS,
        unit: 's',
        display:
          `${totalS} s, ${ok.length}/${CONCURRENT_CLIENTS} answered 2xx` +
          (failed.length ? ` (first error: ${failed[0]})` : ''),
        target: null,
        pass: null,
        detail: { totalSeconds: totalS, succeeded: ok.length, failed },
      },
    ],
  };
}
