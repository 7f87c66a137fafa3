// After the server has stopped, opens its database (embedded DATA_DIR/db, or its PostgreSQL server) and its
// audio folder to check the upload cases from the outside: every recording row has its file with the
// recorded size and no file lacks a row; every id of the concurrent case was graded and credited exactly
// once; staging is empty; and every balance equals its ledger sum.
import fs from 'node:fs/promises';
import path from 'node:path';

async function filesUnder(dir) {
  const entries = await fs.readdir(dir, { withFileTypes: true, recursive: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

/** Runs `fn` with a query function over the server's database: its DATABASE_URL, or PGlite in DATA_DIR. */
async function withDatabase(dataDir, databaseUrl, fn) {
  if (databaseUrl) {
    const pg = (await import('pg')).default;
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      return await fn(async (text, params) => (await client.query(text, params)).rows);
    } finally {
      await client.end();
    }
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const db = new PGlite(path.join(dataDir, 'db'));
  try {
    return await fn(async (text, params) => (await db.query(text, params)).rows);
  } finally {
    await db.close();
  }
}

async function check(query, dataDir, evaluatedIds) {
  const audioDir = path.join(dataDir, 'audio');
  const problems = [];
  const rows = await query(
    `SELECT r.id, r.storage_key, r.size_bytes, r.quality,
            (SELECT count(*)::int FROM token_ledger l WHERE l.recording_id = r.id AND l.kind = 'award') AS awards
       FROM recordings r`,
  );
  const byId = new Map(rows.map((r) => [r.id, r]));
  let filesOk = 0;
  for (const r of rows) {
    const stat = await fs.stat(path.join(audioDir, r.storage_key)).catch(() => null);
    if (stat?.size === r.size_bytes) filesOk++;
    else problems.push(`${r.id}: file ${stat ? `is ${stat.size} B, row says ${r.size_bytes}` : 'missing'}`);
  }
  const keys = new Set(rows.map((r) => path.join(audioDir, r.storage_key)));
  const orphans = (await filesUnder(audioDir)).filter((f) => !keys.has(f));
  if (orphans.length) problems.push(`${orphans.length} audio files have no row`);
  let evaluated = 0;
  for (const id of evaluatedIds) {
    const r = byId.get(id);
    if (!r) problems.push(`${id} has no row`);
    else if (!r.quality || r.awards !== 1) problems.push(`${id}: grade ${r.quality}, ${r.awards} awards`);
    else evaluated++;
  }
  const staged = await filesUnder(path.join(dataDir, 'tmp', 'uploads'));
  if (staged.length) problems.push(`${staged.length} files left in staging`);
  const drift = await query(
    `SELECT u.id FROM users u
      WHERE u.reward_tokens <> COALESCE((SELECT sum(amount) FROM token_ledger l WHERE l.user_id = u.id), 0)`,
  );
  if (drift.length) problems.push(`${drift.length} balances differ from their ledger sum`);
  return { recordings: rows.length, filesOk, evaluated, expectedEvaluated: evaluatedIds.length, problems };
}

export function verifyStore({ dataDir, databaseUrl = null, evaluatedIds }) {
  return withDatabase(dataDir, databaseUrl, (query) => check(query, dataDir, evaluatedIds));
}

/** The report row for a verified store. */
export function verifiedRow(name, check, expected) {
  return {
    group: 'upload',
    name,
    value: check.evaluated,
    unit: 'recordings',
    display:
      `${check.evaluated}/${expected} graded once; ${check.filesOk}/${check.recordings} rows have their file` +
      (check.problems.length ? `; ${check.problems.slice(0, 2).join('; ')}` : '; no orphans, staging empty'),
    target: 'all, balances = ledger',
    pass: check.problems.length === 0 && check.evaluated === expected,
    detail: check,
  };
}
