// Scale bench, dataset release (issue 22): a release of the 1,000,000 seeded recordings' metadata, built by
// the server's own buildRelease (apps/server/dist) on PostgreSQL, in a process started like the server
// (release-build.mjs). The audio is not what is measured here (bench/release streams real clips): storage
// answers every key with the same short WAV and the archive goes to a sink that reads and drops it. What is
// measured is the metadata path at scale: the split plan (1 M release_clips rows, the sentence pass), the
// keyset pages, the eleven tables per language, and the process's memory.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { serverProcess } from '../../scripts/server-process.mjs';

// Issue 22: "memory stays flat however many clips (1 M metadata rows in the scale bench; peak RSS ≤ 300 MB)".
// Judged: the absolute peak of the process that builds the release. The increase over its memory before
// the build is shown beside it (how flat the build itself is), as information.
const RSS_TARGET_MB = 300;
const mb = (bytes) => Math.round(bytes / 1e5) / 10;

/** Runs release-build.mjs with the server's flags and environment; resolves with its JSON line. */
function buildInChild({ root, env }) {
  const launch = serverProcess(root, { ...process.env, ...env });
  const args = [...launch.args.slice(0, -1), path.join(import.meta.dirname, 'release-build.mjs')];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: root, env: launch.env, stdio: ['ignore', 'pipe', 2] });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.once('error', reject);
    child.once('close', (code) => {
      const last = out.trim().split('\n').at(-1) ?? '';
      if (code !== 0 || !last.startsWith('{')) reject(new Error(`release-build.mjs exited ${code}: ${out}`));
      else resolve(JSON.parse(last));
    });
  });
}

export async function releaseCase({ root, dist, client, databaseUrl, jwtSecret, dataDir, log }) {
  const { CONSENT_NOTICE_VERSION } = await import('@dhvani/contract/consents');
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
  log('release: building in a process started like the server');
  const { before, peak, atPeak, seconds, report } = await buildInChild({
    root,
    env: {
      SCALE_SERVER_DIST: dist,
      SCALE_DATABASE_URL: databaseUrl,
      SCALE_JWT_SECRET: jwtSecret,
      SCALE_DATA_DIR: dataDir,
      SCALE_RELEASE_ID: releaseId,
      SCALE_RELEASE_CREATED_AT: createdAt.toISOString(),
    },
  });
  const moved = report.languages.reduce((sum, l) => sum + (l.outOfSplits ?? 0), 0);
  log(
    `release: ${report.clips} clips in ${seconds.toFixed(0)} s, RSS ${mb(before)} → peak ${mb(peak)} MB, ` +
      `${moved} clips in no split (sentence in another), overlap ${report.sentenceOverlap}`,
  );
  const clips = report.clips.toLocaleString('en');
  return [
    {
      name: `release of ${clips} recordings' metadata: clips/s`,
      value: Math.round(report.clips / seconds),
      unit: 'clips/s',
      display: `${Math.round(report.clips / seconds)} clips/s (${seconds.toFixed(0)} s; ${moved} clips out of the splits, sentence overlap ${report.sentenceOverlap})`,
      target: null,
      pass: null,
    },
    {
      name: `release of ${clips} metadata rows: peak RSS`,
      value: mb(peak),
      unit: 'MB',
      display:
        `${mb(peak)} MB (${mb(before)} MB before the build, +${mb(peak - before)} MB by it; at the highest ` +
        `sample: V8 heap ${mb(atPeak.heapUsed)} of ${mb(atPeak.heapTotal)} MB, Buffers ${mb(atPeak.arrayBuffers)} MB)`,
      target: `≤ ${RSS_TARGET_MB} MB`,
      pass: mb(peak) <= RSS_TARGET_MB,
      beforeMb: mb(before),
      atPeakMb: Object.fromEntries(Object.entries(atPeak).map(([k, v]) => [k, mb(v)])),
    },
    {
      name: `release of ${clips} metadata rows: RSS increase by the build`,
      value: mb(peak - before),
      unit: 'MB',
      display: `+${mb(peak - before)} MB over the process before the build (flat memory)`,
      target: null,
      pass: null,
    },
  ];
}
