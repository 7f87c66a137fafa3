// Scale bench, dataset release (issue 22): a release of the 1,000,000 seeded recordings' metadata, built by
// the server's own buildRelease (apps/server/dist) on PostgreSQL. The audio is not what is measured here
// (bench/release streams real clips): storage answers every key with the same short WAV and the archive goes
// to a sink that reads and drops it. What is measured is the metadata path at scale: the split plan
// (1 M release_clips rows, the sentence pass), the keyset pages, the eleven tables per language, and whether
// the process's memory stays flat (peak RSS over the RSS before the build).
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';

// Issue 22: memory stays flat however many clips (peak RSS ≤ 300 MB with 1 M metadata rows). This process
// is the bench's, not a server's: its RSS before the build (the app, the pg pool, the latency cases' garbage)
// is not the server's idle baseline, so what is judged is the build's own increase over it.
const RSS_INCREASE_TARGET_MB = 50;
const mb = (bytes) => Math.round(bytes / 1e5) / 10;

/** A 16 kHz mono 16-bit WAV of 0.1 s of silence. */
function tinyWav() {
  const data = 3200;
  const b = Buffer.alloc(44 + data);
  b.write('RIFF', 0);
  b.writeUInt32LE(36 + data, 4);
  b.write('WAVEfmt ', 8);
  b.writeUInt32LE(16, 16);
  b.writeUInt16LE(1, 20);
  b.writeUInt16LE(1, 22);
  b.writeUInt32LE(16_000, 24);
  b.writeUInt32LE(32_000, 28);
  b.writeUInt16LE(2, 32);
  b.writeUInt16LE(16, 34);
  b.write('data', 36);
  b.writeUInt32LE(data, 40);
  return b;
}

function fakeStorage(wav) {
  return {
    kind: 'local',
    stat: async () => ({ size: wav.length }),
    read: async () => Readable.from([wav]),
    readAll: async () => wav,
    localPath: () => null,
  };
}

/** Reads every file to its end and keeps only the byte count. */
function droppingSink() {
  let bytes = 0;
  return {
    get bytes() {
      return bytes;
    },
    async add(_name, size, content) {
      if (!(content instanceof Uint8Array)) for await (const chunk of content) void chunk;
      bytes += size;
    },
    async finish() {},
    abort() {},
  };
}

export async function releaseCase({ app, dist, client, log }) {
  const load = (file) => import(pathToFileURL(path.join(dist, file)).href);
  const { buildRelease } = await load('modules/releases/build.js');
  const { CONSENT_NOTICE_VERSION } = await import('@dhvani/contract/consents');
  const { RECORDING_LANGUAGES } = await import('@dhvani/contract/enums');

  // Every seeded contributor consents to the current notice (the seed leaves consents out).
  await client.query(
    `INSERT INTO consents (user_id, version, data_usage, recording, terms, given_at)
     SELECT id, $1, true, true, true, now() FROM users ON CONFLICT (user_id) DO NOTHING`,
    [CONSENT_NOTICE_VERSION],
  );
  // As autovacuum would after such a load: without statistics the planner guesses few consents match.
  await client.query('ANALYZE consents');
  const releaseId = randomUUID();
  const createdAt = new Date();
  await client.query(
    `INSERT INTO releases (id, name, filters, status, created_at, started_at)
     VALUES ($1, 'scale-bench-release', '{}', 'running', $2, $2)`,
    [releaseId, createdAt],
  );
  const workDir = mkdtempSync(path.join(tmpdir(), 'dhvani-scale-release-'));
  global.gc?.();
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 100);
  const started = performance.now();
  let report;
  try {
    report = await buildRelease(
      {
        db: app.db,
        storage: fakeStorage(tinyWav()),
        audioCodec: { convert: async () => Buffer.alloc(0) },
        licence: 'scale bench',
      },
      {
        releaseId,
        name: 'scale-bench-release',
        createdAt,
        filters: { languages: [...RECORDING_LANGUAGES] },
        sink: droppingSink(),
        workDir,
        onProgress: ({ clipsDone, clipsTotal }) => {
          if (clipsDone % 100_000 < 200) log(`release: ${clipsDone} / ${clipsTotal} clips`);
        },
      },
    );
  } finally {
    clearInterval(sampler);
    rmSync(workDir, { recursive: true, force: true });
  }
  const seconds = (performance.now() - started) / 1000;
  const increase = mb(peak - before);
  const moved = report.languages.reduce((sum, l) => sum + (l.outOfSplits ?? 0), 0);
  log(
    `release: ${report.clips} clips in ${seconds.toFixed(0)} s, RSS ${mb(before)} → peak ${mb(peak)} MB, ` +
      `${moved} clips in no split (sentence in another), overlap ${report.sentenceOverlap}`,
  );
  return [
    {
      name: `release of ${report.clips.toLocaleString('en')} recordings' metadata: clips/s`,
      value: Math.round(report.clips / seconds),
      unit: 'clips/s',
      display: `${Math.round(report.clips / seconds)} clips/s (${seconds.toFixed(0)} s; ${moved} clips out of the splits, sentence overlap ${report.sentenceOverlap})`,
      target: null,
      pass: null,
    },
    {
      name: `release of ${report.clips.toLocaleString('en')} metadata rows: RSS increase`,
      value: increase,
      unit: 'MB',
      display: `+${increase} MB (RSS ${mb(before)} MB before the build, peak ${mb(peak)} MB)`,
      target: `≤ ${RSS_INCREASE_TARGET_MB} MB over the process before the build`,
      pass: increase <= RSS_INCREASE_TARGET_MB,
    },
  ];
}
