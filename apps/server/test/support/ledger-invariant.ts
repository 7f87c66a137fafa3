// The ledger invariant (issue 8): every user's rewardTokens equals the sum of their ledger rows, no
// recording is credited twice, and the platform total equals the ledger's sum. Returns the problems found
// (an empty list when it holds), so a failing test says exactly what drifted.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../src/db/database.js';
import { rowsOf } from '../../src/db/migrate.js';

export async function ledgerProblems(db: Db): Promise<string[]> {
  const problems: string[] = [];
  const drift = rowsOf<{ id: string; balance: number; ledger: number }>(
    await db.execute(sql`
      SELECT u.id, u.reward_tokens AS balance, COALESCE(l.total, 0)::int AS ledger
        FROM users u
        LEFT JOIN (SELECT user_id, sum(amount) AS total FROM token_ledger GROUP BY user_id) l ON l.user_id = u.id
       WHERE u.reward_tokens <> COALESCE(l.total, 0)`),
  );
  for (const d of drift) problems.push(`user ${d.id}: balance ${d.balance}, ledger sum ${d.ledger}`);
  const doubled = rowsOf<{ recording_id: string; n: number }>(
    await db.execute(sql`
      SELECT recording_id, count(*)::int AS n FROM token_ledger
       WHERE kind = 'award' AND recording_id IS NOT NULL GROUP BY recording_id HAVING count(*) > 1`),
  );
  for (const d of doubled) problems.push(`recording ${d.recording_id} has ${d.n} awards`);
  return problems;
}

/** The ledger's total: what GET /users/admin/stats must report as totalTokensIssued. */
export async function ledgerTotal(db: Db): Promise<number> {
  const [row] = rowsOf<{ total: number }>(
    await db.execute(sql`SELECT COALESCE(sum(amount), 0)::int AS total FROM token_ledger`),
  );
  return row?.total ?? 0;
}

/**
 * The whole invariant through the app: the SQL checks above, and the admin statistics' totalTokensIssued
 * equal to the ledger's sum (checked when the admin module is mounted in this build).
 */
export async function invariantProblems(app: FastifyInstance, adminToken: string): Promise<string[]> {
  const problems = await ledgerProblems(app.db);
  if (app.hasRoute({ method: 'GET', url: '/api/v1/users/admin/stats' })) {
    const res = await app.inject({
      method: 'GET',
      url: '/api/v1/users/admin/stats',
      headers: { authorization: `Bearer ${adminToken}` },
    });
    const issued = (res.json() as { data?: { totalTokensIssued?: number } }).data?.totalTokensIssued;
    const total = await ledgerTotal(app.db);
    if (issued !== total)
      problems.push(`totalTokensIssued ${issued} (HTTP ${res.statusCode}), ledger sum ${total}`);
  }
  return problems;
}
