#!/usr/bin/env node
// The read-check's agreement with reviewers at scale (issue 35): GET /admin/reviews/read-check runs one grouped
// scan of clip_reviews ⋈ recordings (apps/server/src/modules/reviews/read-check-repository.ts). Seeds
// BENCH_AGREEMENT_CLIPS (1,000,000) recordings, each with its review row and a read-check verdict, by
// generate_series inside PostgreSQL, then times the repository's own query (the server's code, through tsx)
// BENCH_RUNS times after a warm-up: median and p95 in ms, and the plan once (stderr). Run on the private server
// of scripts/with-postgres.mjs (DATABASE_URL), by bench/run.mjs; the last stdout line is `{ cases: [...] }`.
//
//   node scripts/with-postgres.mjs node bench/read-check/agreement.mjs
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { runUnderTsx } from '../lib/under-tsx.mjs';
import { LANGUAGES, pgArray, uuidOf } from '../scale/seed.mjs';

const scriptPath = fileURLToPath(import.meta.url);
const root = resolve(dirname(scriptPath), '..', '..');
runUnderTsx(import.meta.url);

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error('usage: node scripts/with-postgres.mjs node bench/read-check/agreement.mjs');
  process.exit(2);
}
const CLIPS = Number(process.env.BENCH_AGREEMENT_CLIPS ?? 1_000_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 15);
const USERS = Math.max(1, Math.round(CLIPS / 100));
const log = (message) => console.error(`[read-check agreement] ${message}`);
const server = (file) => import(pathToFileURL(join(root, 'apps/server/src', file)).href);
const { openDatabase } = await server('db/database.ts');
const { migrate } = await server('db/migrate.ts');
const { verdictsByReview, verdictsQuery } = await server('modules/reviews/read-check-repository.ts');
const { sql } = await import('drizzle-orm');
const { median } = await import(pathToFileURL(join(root, 'bench/lib/stats.mjs')).href);

// As grading leaves them: most clips say their text, some are mismatches, some were not compared, and the
// oldest were graded before the check (NULL); the verdict's figures make the row as wide as a real one.
const OUTCOME = `CASE WHEN g % 20 = 0 THEN NULL WHEN g % 20 = 1 THEN 'different-text' WHEN g % 20 = 2
  THEN 'stopped-early' WHEN g % 20 = 3 THEN 'extra-speech' WHEN g % 20 = 4 THEN 'not-speech'
  WHEN g % 20 IN (5, 6) THEN 'unchecked' ELSE 'says-text' END`;
const SEED = [
  [
    'users',
    `INSERT INTO users (id, name, email, phone_no, password_hash, role, reward_tokens, created_at, updated_at)
     SELECT ${uuidOf("'agree-user-' || g")}, 'Contributor ' || g, 'a' || g || '@agree.test',
            (6000000000 + g)::text, 'seeded-without-password', 'user', 0, now(), now()
     FROM generate_series(1, ${USERS}) AS g`,
  ],
  [
    'recordings',
    `INSERT INTO recordings (id, user_id, language, domain, recorded_via, duration_seconds, size_bytes,
                             storage_key, transcript, quality, metrics, reasons, evaluated_at, payload_hash,
                             created_at, read_check, read_check_outcome)
     SELECT ${uuidOf("'agree-rec-' || g")}, ${uuidOf(`'agree-user-' || (1 + g % ${USERS})`)},
            (${pgArray(LANGUAGES)})[1 + g % 10], 'healthcare', 'web', 5.35, 171244,
            'recordings/agree/' || g || '.wav', 'A seeded sentence of about the usual length, number ' || g || '.',
            'good', jsonb_build_object('durationSeconds', 5.35, 'snrDb', 31.2, 'speechRatio', 0.71,
              'speechLevelDbfs', -21.5, 'peakDbfs', -3.1, 'clippingRatio', 0, 'dcOffset', 0.001,
              'noiseFloorDbfs', -61.2, 'speechSeconds', 3.8, 'leadingSilenceSeconds', 0.6,
              'trailingSilenceSeconds', 0.9, 'charsPerSpeechSecond', 14.2, 'vad', 'silero-v5'),
            '[]'::jsonb, now(), 'seeded', now() - g * interval '1 second',
            CASE WHEN ${OUTCOME} IS NULL THEN NULL ELSE jsonb_build_object('outcome', ${OUTCOME},
              'score', (g % 100) / 100.0, 'confidence', NULL, 'figures', jsonb_build_object('whole', 1.1,
              'prefixCost', 1.2, 'textShare', 0.97, 'withinCost', 1.0, 'clipShare', 0.93, 'warp', 1.02,
              'clipSpeechSeconds', 3.8, 'textSpeechSeconds', 3.6)) END,
            ${OUTCOME}
     FROM generate_series(1, ${CLIPS}) AS g`,
  ],
  // A fifth waits for votes (every 50th of them a known answer); of the decided, 3 % were rejected unheard by
  // triage and 1 % decided by an admin; one in five of the rest rejected by votes.
  [
    'clip reviews',
    `INSERT INTO clip_reviews (recording_id, user_id, language, duration_seconds, rank, status, up_votes,
                               down_votes, decided_by, decided_at, known_answer, queued_at)
     SELECT r.id, r.user_id, r.language, r.duration_seconds, 1,
            CASE WHEN s.g % 5 = 0 THEN 'pending' WHEN s.g % 7 = 1 THEN 'rejected' ELSE 'validated' END,
            0, 0,
            CASE WHEN s.g % 5 = 0 THEN NULL WHEN s.g % 100 < 3 THEN 'analyser' WHEN s.g % 100 = 3 THEN 'admin'
                 ELSE 'reviewers' END,
            CASE WHEN s.g % 5 = 0 THEN NULL ELSE now() END,
            CASE WHEN s.g % 250 = 0 THEN 'good' END,
            now()
     FROM recordings r
     JOIN LATERAL (SELECT split_part(split_part(r.storage_key, '/', 3), '.', 1)::int AS g) s ON true`,
  ],
  ['vacuum analyze', 'VACUUM ANALYZE users, recordings, clip_reviews'],
];

const database = await openDatabase({ databaseUrl, dataDir: null });
const { db } = database;
try {
  await migrate(database);
  const [{ n }] = (await db.execute(sql`SELECT count(*)::int AS n FROM clip_reviews`)).rows;
  if (n !== CLIPS) {
    await db.execute(sql.raw('TRUNCATE clip_reviews, recordings, users CASCADE'));
    for (const [name, statement] of SEED) {
      const started = performance.now();
      // Without the per-row totals triggers (this private server's role is a superuser): they are not read
      // here. VACUUM cannot run in the transaction a multi-statement query makes.
      const replica = name === 'vacuum analyze' ? '' : 'SET session_replication_role = replica; ';
      await db.execute(sql.raw(`${replica}${statement}`));
      log(`seeded ${name} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    }
  }
  await verdictsByReview(db);
  const times = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await verdictsByReview(db);
    times.push(performance.now() - started);
  }
  const sorted = [...times].sort((a, b) => a - b);
  const p95 = sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.95) - 1)];
  const plan = await db.execute(sql.raw(`EXPLAIN (ANALYZE, BUFFERS) ${planText()}`));
  log(`plan:\n${plan.rows.map((r) => r['QUERY PLAN']).join('\n')}`);
  const ms = Math.round(median(times));
  console.log(
    JSON.stringify({
      clips: CLIPS,
      cases: [
        {
          name: `GET /admin/reviews/read-check query, ${CLIPS.toLocaleString('en')} clips in review, PostgreSQL`,
          value: ms,
          unit: 'ms',
          display: `${ms} ms median, p95 ${Math.round(p95)} ms (${RUNS} runs, ${CLIPS.toLocaleString('en')} clips)`,
          times: times.map((t) => Math.round(t)),
        },
      ],
    }),
  );
} finally {
  await database.close();
}

/** The repository's query as SQL text, for EXPLAIN (drizzle's own rendering of it). */
function planText() {
  const { sql: text, params } = verdictsQuery(db).toSQL();
  // From the last placeholder down, so that $1 does not eat the start of $10.
  return params.reduceRight((s, p, i) => s.replaceAll(`$${i + 1}`, `'${p}'`), text);
}
