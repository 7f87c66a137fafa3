// Bulk seed for the scale bench: 100,000 users and 1,000,000 recordings (with their ledger awards) written
// by generate_series inside PostgreSQL, so nothing crosses the wire row by row. Values are deterministic
// (derived from the series number), so every run measures the same data.
//
// The totals triggers of migration 0004 are skipped during the load (session_replication_role = replica,
// which needs a superuser: the private server of scripts/with-postgres.mjs is one) and the totals are
// rebuilt afterwards with the migration's own back-fill queries, which is what a restore would do too.

// Smaller sizes (BENCH_SCALE_USERS, BENCH_SCALE_RECORDINGS) are for trying the script out, not for the report.
export const USERS = Number(process.env.BENCH_SCALE_USERS ?? 100_000);
export const RECORDINGS = Number(process.env.BENCH_SCALE_RECORDINGS ?? 1_000_000);
/** One contributor with many recordings (every 500th), to measure a heavy dashboard too. */
export const HEAVY_EVERY = 500;

export const LANGUAGES = [
  'English',
  'Hindi',
  'Tamil',
  'Telugu',
  'Gujarati',
  'Punjabi',
  'Odia',
  'Kannada',
  'Bengali',
  'Malayalam',
];
export const DOMAINS = ['healthcare', 'education', 'fmcg', 'telecom', 'retail', 'technology'];
export const pgArray = (values) => `ARRAY[${values.map((v) => `'${v}'`).join(', ')}]`;
// md5 gives deterministic ids; the version and variant nibbles are set so they are valid v4 UUIDs (the API
// checks ids with a strict UUID pattern).
export const uuidOf = (text) =>
  `overlay(overlay(md5(${text}) placing '4' from 13) placing '8' from 17)::uuid`;
export const userId = (n) => uuidOf(`'scale-user-' || (${n})`);

export const HEAVY_USER_EMAIL = 'c1@scale.test';
export const TYPICAL_USER_EMAIL = 'c42@scale.test';
/** Peer review (issue 21): the reviewer whose next clip and votes are measured; they know Hindi. */
export const REVIEWER_EMAIL = 'c43@scale.test';
export const REVIEW_VOTES = Number(process.env.BENCH_SCALE_VOTES ?? 5_000_000);
/** The newest fifth of the graded clips still waits for votes; the rest was decided. */
const PENDING_FROM = Math.floor(RECORDINGS * 0.8);

export const SEED_STEPS = [
  [
    'users',
    `
    INSERT INTO users (id, name, email, phone_no, password_hash, role, reward_tokens, created_at, updated_at)
    SELECT ${userId('g')}, 'Contributor ' || g, 'c' || g || '@scale.test', (6000000000 + g)::text,
           'seeded-without-password', 'user', 0,
           now() - (${USERS} - g) * interval '5 minutes', now()
    FROM generate_series(1, ${USERS}) AS g`,
  ],
  // About 350 days of recordings, one every 30 s; a quarter are still pending. Every 500th belongs to
  // contributor 1; the rest spread evenly over all users (about 10 each).
  [
    'recordings',
    `
    INSERT INTO recordings (id, user_id, language, domain, recorded_via, duration_seconds, size_bytes,
                            storage_key, transcript, quality, reasons, evaluated_at, payload_hash, created_at)
    SELECT ${uuidOf("'scale-rec-' || g")},
           CASE WHEN g % ${HEAVY_EVERY} = 0 THEN ${userId(1)} ELSE ${userId(`1 + (g::bigint * 7919) % ${USERS}`)} END,
           (${pgArray(LANGUAGES)})[1 + g % 10],
           (${pgArray(DOMAINS)})[1 + (g / 10) % 6],
           'web',
           (5 + (g % 11500) / 100.0)::numeric(7, 2),
           32044 + (g % 11500) * 320,
           'recordings/scale/' || g || '.wav',
           -- A prompt bank of 200,000 sentences, each read about five times (the release's split plan).
           'Please read this seeded sentence about the weather, the market and the morning bus, number '
             || (g % 200000) || '.',
           CASE WHEN g % 4 = 0 THEN NULL
                ELSE (ARRAY['excellent', 'good', 'average', 'poor'])[1 + (g / 4) % 4] END,
           '[]'::jsonb, -- reasons are codes with numbers (migration 0010); a seeded grade has none
           CASE WHEN g % 4 = 0 THEN NULL ELSE now() - (${RECORDINGS} - g) * interval '30 seconds' END,
           'seeded',
           now() - (${RECORDINGS} - g) * interval '30 seconds'
    FROM generate_series(1, ${RECORDINGS}) AS g`,
  ],
  [
    'ledger awards',
    `
    INSERT INTO token_ledger (user_id, recording_id, kind, amount, quality, duration_seconds, created_at)
    SELECT user_id, id, 'award',
           CASE quality WHEN 'excellent' THEN 20 WHEN 'good' THEN 12 WHEN 'average' THEN 6 ELSE 0 END
             * duration_seconds::int / 60 + CASE WHEN quality = 'poor' THEN 0 ELSE 1 END,
           quality, duration_seconds, evaluated_at
    FROM recordings WHERE quality IS NOT NULL`,
  ],
  [
    'balances',
    `
    UPDATE users u SET reward_tokens = t.total
    FROM (SELECT user_id, sum(amount)::int AS total FROM token_ledger GROUP BY user_id) t
    WHERE u.id = t.user_id`,
  ],
  // Peer review (issue 21): every graded recording has its review row. The older four fifths were decided
  // (one in five rejected) and carry the 5,000,000 votes, up to 9 each from distinct reviewers; of the
  // newest fifth, still pending, every other clip has one Yes already, so the next Yes decides it.
  [
    'clip reviews',
    `
    INSERT INTO clip_reviews (recording_id, user_id, language, duration_seconds, rank, status, up_votes,
                              down_votes, reasons, decided_by, decided_at, queued_at)
    SELECT r.id, r.user_id, r.language, r.duration_seconds,
           CASE r.quality WHEN 'excellent' THEN 0 WHEN 'good' THEN 1 WHEN 'average' THEN 2 ELSE 3 END,
           CASE WHEN s.g >= ${PENDING_FROM} THEN 'pending' WHEN s.g % 5 = 0 THEN 'rejected' ELSE 'validated' END,
           CASE WHEN s.g >= ${PENDING_FROM} THEN (s.g % 2) WHEN s.g % 5 = 0 THEN 0 ELSE 2 END,
           CASE WHEN s.g >= ${PENDING_FROM} OR s.g % 5 <> 0 THEN 0 ELSE 2 END,
           CASE WHEN s.g < ${PENDING_FROM} AND s.g % 5 = 0 THEN '["noise"]'::jsonb ELSE '[]'::jsonb END,
           CASE WHEN s.g >= ${PENDING_FROM} THEN NULL ELSE 'reviewers' END,
           CASE WHEN s.g >= ${PENDING_FROM} THEN NULL ELSE r.evaluated_at + interval '1 day' END,
           r.evaluated_at
    FROM recordings r
    JOIN LATERAL (SELECT split_part(split_part(r.storage_key, '/', 3), '.', 1)::int AS g) s ON true
    WHERE r.quality IS NOT NULL`,
  ],
  [
    'review votes',
    `
    INSERT INTO review_votes (recording_id, reviewer_id, vote, reason, counted, created_at)
    SELECT c.recording_id, ${userId('1 + (c.n * 104729 + k.k * 7919) % ' + USERS)},
           CASE WHEN k.k >= 7 THEN 'skip' WHEN c.status = 'rejected' THEN 'down' ELSE 'up' END,
           CASE WHEN k.k < 7 AND c.status = 'rejected' THEN 'noise' END,
           true, c.queued_at + k.k * interval '1 hour'
    FROM (SELECT recording_id, status, queued_at, row_number() OVER (ORDER BY recording_id) AS n
            FROM clip_reviews WHERE status <> 'pending') c
    CROSS JOIN generate_series(0, 8) AS k(k)
    WHERE (c.n - 1) * 9 + k.k < ${REVIEW_VOTES}
    ON CONFLICT DO NOTHING;
    INSERT INTO review_votes (recording_id, reviewer_id, vote, counted, created_at)
    SELECT recording_id, ${userId(2)}, 'up', true, queued_at
    FROM clip_reviews WHERE status = 'pending' AND up_votes = 1`,
  ],
  [
    'reviewer figures',
    `
    INSERT INTO reviewer_stats (user_id, reviews, skips, updated_at)
    SELECT reviewer_id, count(*) FILTER (WHERE vote <> 'skip'), count(*) FILTER (WHERE vote = 'skip'), now()
    FROM review_votes GROUP BY reviewer_id;
    UPDATE users SET mother_tongue = 'Hindi', known_languages = '{Hindi}' WHERE email = '${REVIEWER_EMAIL}'`,
  ],
  [
    'totals',
    `
    TRUNCATE recording_totals, recording_daily_counts, ledger_totals;
    INSERT INTO recording_totals (language, domain, quality, recordings, seconds)
      SELECT language, domain, COALESCE(quality, 'pending'), count(*), sum(duration_seconds)
      FROM recordings GROUP BY 1, 2, 3;
    INSERT INTO recording_daily_counts (day, recordings)
      SELECT (created_at AT TIME ZONE 'UTC')::date, count(*) FROM recordings GROUP BY 1;
    INSERT INTO ledger_totals (kind, amount) SELECT kind, sum(amount) FROM token_ledger GROUP BY kind;
    TRUNCATE review_totals, speaker_seconds;
    INSERT INTO review_totals (language, status, clips, seconds)
      SELECT language, status, count(*), sum(duration_seconds) FROM clip_reviews GROUP BY 1, 2;
    INSERT INTO speaker_seconds (language, user_id, seconds)
      SELECT language, user_id, sum(duration_seconds) FROM recordings GROUP BY 1, 2`,
  ],
  [
    'vacuum analyze',
    'VACUUM ANALYZE users, recordings, token_ledger, recording_totals, recording_daily_counts, clip_reviews, review_votes, reviewer_stats',
  ],
];

/** Runs the steps on one connection; returns how long each took. */
export async function seed(client, log) {
  const timings = {};
  await client.query('SET session_replication_role = replica');
  for (const [name, sql] of SEED_STEPS) {
    const started = performance.now();
    await client.query(sql);
    timings[name] = Math.round(performance.now() - started);
    log(`seed: ${name} in ${(timings[name] / 1000).toFixed(1)} s`);
  }
  await client.query('SET session_replication_role = DEFAULT');
  return timings;
}
