// Issuing a reading text at scale (issue 32): 1,000,000 validated sentences (10 languages × 6 domains, split
// 80/10/10) and 10,000,000 recordings by 100,000 speakers, each recording with the sentence it read
// (recording_sentences) and every sentence's read count, in a database of its own (`dhvani_scale_sentences`),
// so the 1,000,000-recording cases of run.mjs keep their size. Then POST /reading-texts for a contributor
// who has read 100 sentences, one request after another through the built server (app.inject), p95 ≤ 20 ms.
//
// Seeded by generate_series inside PostgreSQL with session_replication_role = replica (the read-count
// trigger is skipped; the counts are written from the reads afterwards, as the trigger would have).
import { DOMAINS, LANGUAGES, USERS, pgArray, userId, uuidOf } from './seed.mjs';

export const SENTENCES = Number(process.env.BENCH_SCALE_SENTENCES ?? 1_000_000);
export const SENTENCE_RECORDINGS = Number(process.env.BENCH_SCALE_SENTENCE_RECORDINGS ?? 10_000_000);
const DB_NAME = 'dhvani_scale_sentences';
const TARGET_MS = 20;
const WARMUP = 20;
const SAMPLES = Number(process.env.BENCH_SCALE_SAMPLES ?? 200);
/** The measured contributor's reads: enough that skipping them is real work. */
const OWN_READS = 100;

const PAIRS = LANGUAGES.length * DOMAINS.length;
// Sentence g belongs to pair g % 60 (language, then domain), so a recording of a pair can name one of its
// sentences by arithmetic alone.
const languageOf = (g) => `(${pgArray(LANGUAGES)})[1 + (${g}) % ${PAIRS} / ${DOMAINS.length}]`;
const domainOf = (g) => `(${pgArray(DOMAINS)})[1 + (${g}) % ${DOMAINS.length}]`;
const MEASURED_EMAIL = 'c42@scale.test';

const seedSteps = [
  [
    'users',
    `INSERT INTO users (id, name, email, phone_no, password_hash, role, reward_tokens, created_at, updated_at)
     SELECT ${userId('g')}, 'Contributor ' || g, 'c' || g || '@scale.test', (6000000000 + g)::text,
            'seeded-without-password', 'user', 0, now() - (${USERS} - g) * interval '5 minutes', now()
     FROM generate_series(1, ${USERS}) AS g`,
  ],
  [
    'sentences',
    `INSERT INTO sentences (id, language, domain, text, dedupe_key, source, licence, origin, status, split,
                            shuffle, created_at, decided_at)
     SELECT 'scale-s-' || g, ${languageOf('g')}, ${domainOf('g')},
            'Seeded sentence number ' || g || ' for the scale bench', 'seeded sentence ' || g,
            'scale bench', 'CC0-1.0', 'import', 'validated',
            CASE WHEN g % 10 = 8 THEN 'dev' WHEN g % 10 = 9 THEN 'test' ELSE 'train' END,
            (hashtext('shuffle' || g) & 2147483647), now(), now()
     FROM generate_series(0, ${SENTENCES - 1}) AS g`,
  ],
  // Recording g reads sentence (g * 7919) mod SENTENCES: about ten reads of every sentence.
  [
    'recordings',
    `INSERT INTO recordings (id, user_id, language, domain, recorded_via, duration_seconds, size_bytes,
                             storage_key, transcript, quality, reasons, evaluated_at, payload_hash, created_at,
                             text_source, split)
     SELECT ${uuidOf("'scale-srec-' || g")}, ${userId(`1 + (g::bigint * 104729) % ${USERS}`)},
            ${languageOf(`(g::bigint * 7919) % ${SENTENCES}`)}, ${domainOf(`(g::bigint * 7919) % ${SENTENCES}`)},
            'web', 5.35, 171200, 'recordings/scale/s' || g || '.wav',
            'Seeded sentence number ' || ((g::bigint * 7919) % ${SENTENCES}) || ' for the scale bench',
            'good', '[]'::jsonb, now() - (${SENTENCE_RECORDINGS} - g) * interval '3 seconds', 'seeded',
            now() - (${SENTENCE_RECORDINGS} - g) * interval '3 seconds', 'issued', 'train'
     FROM generate_series(1, ${SENTENCE_RECORDINGS}) AS g`,
  ],
  [
    'sentence reads',
    `INSERT INTO recording_sentences (recording_id, position, sentence_id, user_id)
     SELECT ${uuidOf("'scale-srec-' || g")}, 0, 'scale-s-' || ((g::bigint * 7919) % ${SENTENCES}),
            ${userId(`1 + (g::bigint * 104729) % ${USERS}`)}
     FROM generate_series(1, ${SENTENCE_RECORDINGS}) AS g`,
  ],
  [
    'read counts',
    `UPDATE sentences s SET recordings_count = c.n
     FROM (SELECT sentence_id, count(*)::int AS n FROM recording_sentences GROUP BY 1) c
     WHERE s.id = c.sentence_id`,
  ],
];

// The measured contributor (their split given by the server's own keyed function) reads 100 sentences of
// the pair they ask for, in their split; then fresh statistics.
const ownSteps = (split) => [
  [
    'the measured contributor',
    `WITH me AS (SELECT id FROM users WHERE email = '${MEASURED_EMAIL}'),
          mine AS (SELECT id, row_number() OVER (ORDER BY id) AS n FROM sentences
                   WHERE language = 'Hindi' AND domain = 'healthcare' AND split = '${split}'
                   ORDER BY id LIMIT ${OWN_READS}),
          recs AS (INSERT INTO recordings (id, user_id, language, domain, recorded_via, duration_seconds,
                                           size_bytes, storage_key, transcript, quality, reasons, evaluated_at,
                                           payload_hash, created_at, text_source, split)
                   SELECT ${uuidOf("'scale-own-' || mine.n")}, me.id, 'Hindi', 'healthcare', 'web', 5.35, 171200,
                          'recordings/scale/own' || mine.n || '.wav', 'seeded', 'good', '[]'::jsonb, now(),
                          'seeded', now(), 'issued', '${split}'
                   FROM mine, me RETURNING id)
     INSERT INTO recording_sentences (recording_id, position, sentence_id, user_id)
     SELECT ${uuidOf("'scale-own-' || mine.n")}, 0, mine.id, me.id FROM mine, me`,
  ],
  ['vacuum analyze', 'VACUUM ANALYZE users, sentences, recordings, recording_sentences, reading_texts'],
];

/**
 * Seeds its own database on the server at `adminUrl`, measures issuing there and drops it. `makeApp(url)` builds
 * the server on a database URL (migrations run, the admin account made); `splitOf(app, userId)` is the split
 * the server gives that contributor; `signIn(app, email)` answers a bearer token; `onServer(url, fn)` runs `fn`
 * with a connected client of run.mjs.
 */
export async function sentenceScaleCase({ onServer, adminUrl, makeApp, signIn, splitOf, log }) {
  const url = new URL(adminUrl);
  url.pathname = `/${DB_NAME}`;
  await onServer(adminUrl, async (c) => {
    await c.query(`DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`);
    await c.query(`CREATE DATABASE ${DB_NAME}`);
  });
  let app;
  try {
    app = await makeApp(url.toString());
    log(`sentences: seeding ${SENTENCES} sentences and ${SENTENCE_RECORDINGS} recordings into ${DB_NAME}`);
    const seedMs = {};
    await onServer(url, async (c) => {
      // The sentences the server ships are left out: only the seeded million is offered.
      await c.query(`DELETE FROM sentences`);
      await c.query('SET session_replication_role = replica');
      const run = async (steps) => {
        for (const [name, sql] of steps) {
          const started = performance.now();
          await c.query(sql);
          seedMs[name] = Math.round(performance.now() - started);
          log(`sentences: seed ${name} in ${(seedMs[name] / 1000).toFixed(1)} s`);
        }
      };
      await run(seedSteps);
      const { rows } = await c.query('SELECT id FROM users WHERE email = $1', [MEASURED_EMAIL]);
      await run(ownSteps(await splitOf(app, rows[0].id)));
      await c.query('SET session_replication_role = DEFAULT');
      await c.query(
        `UPDATE users SET password_hash = (SELECT password_hash FROM users WHERE role = 'admin' LIMIT 1)
         WHERE email = $1`,
        [MEASURED_EMAIL],
      );
    });
    const token = await signIn(app, MEASURED_EMAIL);
    const consent = await app.inject({
      method: 'POST',
      url: '/api/v1/users/consents',
      headers: { authorization: `Bearer ${token}` },
      payload: { dataUsage: true, recording: true, terms: true },
    });
    if (consent.statusCode >= 400) throw new Error(`consent answered ${consent.statusCode}: ${consent.body}`);
    const issue = async () => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/v1/reading-texts',
        headers: { authorization: `Bearer ${token}` },
        payload: { language: 'Hindi', domain: 'healthcare' },
      });
      if (res.statusCode !== 200)
        throw new Error(`POST /reading-texts answered ${res.statusCode}: ${res.body}`);
      return res.json().data;
    };
    for (let i = 0; i < WARMUP; i++) await issue();
    const times = [];
    for (let i = 0; i < SAMPLES; i++) {
      const started = performance.now();
      const text = await issue();
      times.push(performance.now() - started);
      if (!text.sentences?.[0]?.id?.startsWith('scale-s-'))
        throw new Error('a seeded sentence was not issued');
    }
    times.sort((a, b) => a - b);
    const at = (q) =>
      Math.round(times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)] * 10) / 10;
    const p50 = at(0.5);
    const p95 = at(0.95);
    log(`sentences: issuing p95 ${p95} ms, p50 ${p50} ms`);
    return {
      seedMs,
      row: {
        name: `issue a reading text (${SENTENCES / 1e6} M sentences, ${SENTENCE_RECORDINGS / 1e6} M recordings)`,
        value: p95,
        unit: 'ms p95',
        display: `p95 ${p95} ms (p50 ${p50}, max ${Math.round(times.at(-1) * 10) / 10}, ${SAMPLES} requests)`,
        target: `≤ ${TARGET_MS} ms`,
        pass: p95 <= TARGET_MS,
      },
    };
  } finally {
    await app?.close();
    if (process.env.BENCH_SCALE_KEEP !== '1') {
      await onServer(adminUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`));
    }
  }
}
