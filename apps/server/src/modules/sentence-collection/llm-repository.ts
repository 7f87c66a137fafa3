// The SQL of the LLM's top-ups: how many of its proposals still wait for review, per language and domain.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { rowsOf } from '../../db/migrate.js';

export async function pendingLlmSentences(db: Db): Promise<Map<string, number>> {
  const rows = rowsOf<{ language: string; domain: string; n: number }>(
    await db.execute(sql`
      SELECT language, domain, count(*)::int AS n FROM sentences
       WHERE status = 'pending' AND origin = 'llm'
       GROUP BY language, domain`),
  );
  return new Map(rows.map((r) => [`${r.language}/${r.domain}`, r.n]));
}
