// The SQL of sentence imports (migration 0026): the import rows, the staged sentences a check accepted, and
// the import itself, one INSERT … SELECT in the caller's transaction.
import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { RecordingLanguage } from '@dhvani/contract/enums';
import type { ImportState } from '@dhvani/contract/sentence-imports';
import type { Db } from '../../db/database.js';
import { rowsOf } from '../../db/migrate.js';
import { sentenceImportRows, sentenceImports, sentences } from '../../db/schema/index.js';

export type SentenceImportRow = typeof sentenceImports.$inferSelect;
export type StagedSentence = typeof sentenceImportRows.$inferInsert;

export async function insertImport(db: Db, row: typeof sentenceImports.$inferInsert): Promise<void> {
  await db.insert(sentenceImports).values(row);
}

export async function findImport(db: Db, id: string): Promise<SentenceImportRow | null> {
  const [row] = await db.select().from(sentenceImports).where(eq(sentenceImports.id, id));
  return row ?? null;
}

/** The import, locked until the caller's transaction ends. */
export async function lockImport(tx: Db, id: string): Promise<SentenceImportRow | null> {
  const [row] = await tx.select().from(sentenceImports).where(eq(sentenceImports.id, id)).for('update');
  return row ?? null;
}

export function listImports(db: Db, limit: number): Promise<SentenceImportRow[]> {
  return db
    .select()
    .from(sentenceImports)
    .orderBy(desc(sentenceImports.createdAt), desc(sentenceImports.id))
    .limit(limit);
}

/** Moves an import from one state to another; false when it was not in `from` (someone else moved it). */
export async function moveImport(
  db: Db,
  id: string,
  from: ImportState[],
  set: Partial<typeof sentenceImports.$inferInsert> & { state: ImportState },
): Promise<boolean> {
  const rows = await db
    .update(sentenceImports)
    .set(set)
    .where(and(eq(sentenceImports.id, id), inArray(sentenceImports.state, from)))
    .returning({ id: sentenceImports.id });
  return rows.length === 1;
}

export async function clearStaged(db: Db, importId: string): Promise<void> {
  await db.delete(sentenceImportRows).where(eq(sentenceImportRows.importId, importId));
}

/** Of these sentences, the normalised keys already taken in the language (by key, or by the same id). */
export async function takenKeys(
  db: Db,
  language: RecordingLanguage,
  batch: Array<{ key: string; id: string }>,
): Promise<Set<string>> {
  if (batch.length === 0) return new Set();
  const byId = new Map(batch.map((s) => [s.id, s.key]));
  const rows = await db
    .select({ id: sentences.id, key: sentences.dedupeKey, language: sentences.language })
    .from(sentences)
    .where(
      or(
        and(
          eq(sentences.language, language),
          inArray(
            sentences.dedupeKey,
            batch.map((s) => s.key),
          ),
        ),
        inArray(sentences.id, [...byId.keys()]),
      ),
    );
  return new Set(rows.map((r) => (r.language === language ? r.key : (byId.get(r.id) ?? r.key))));
}

/**
 * Stages a check's accepted sentences; a key already staged for this import (an earlier line of the same
 * file) is not staged again. Returns the keys staged.
 */
export async function stageSentences(db: Db, rows: StagedSentence[]): Promise<Set<string>> {
  if (rows.length === 0) return new Set();
  const staged = await db
    .insert(sentenceImportRows)
    .values(rows)
    .onConflictDoNothing()
    .returning({ key: sentenceImportRows.dedupeKey });
  return new Set(staged.map((r) => r.key));
}

export async function countStaged(db: Db, importId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(sentenceImportRows)
    .where(eq(sentenceImportRows.importId, importId));
  return row?.n ?? 0;
}

/**
 * Adds an import's staged sentences to `sentences`, in the caller's transaction, and drops them from the
 * staging table. A sentence whose id or key arrived meanwhile by another way is skipped (ON CONFLICT).
 * Returns how many were added.
 */
export async function insertStaged(tx: Db, imp: SentenceImportRow, at: Date): Promise<number> {
  const status = imp.review ? 'pending' : 'validated';
  const decidedAt = imp.review ? null : at;
  const [row] = rowsOf<{ added: number }>(
    await tx.execute(sql`
      WITH added AS (
        INSERT INTO sentences (id, language, domain, text, dedupe_key, source, licence, origin, status, split,
                               added_by, shuffle, created_at, decided_at)
        SELECT r.id, ${imp.language}, r.domain, r.text, r.dedupe_key, ${imp.source}, ${imp.licence}, 'import',
               ${status}, r.split, ${imp.createdBy}::uuid, r.shuffle, ${at}::timestamptz,
               ${decidedAt}::timestamptz
          FROM sentence_import_rows r
         WHERE r.import_id = ${imp.id}::uuid
         ORDER BY r.line
        ON CONFLICT DO NOTHING
        RETURNING 1
      )
      SELECT count(*)::int AS added FROM added`),
  );
  await clearStaged(tx, imp.id);
  return row?.added ?? 0;
}

/** Staged sentences of imports checked before `before` and never imported: the admin walked away. */
export async function staleCheckedImports(db: Db, before: Date): Promise<string[]> {
  const rows = await db
    .select({ id: sentenceImports.id })
    .from(sentenceImports)
    .where(and(eq(sentenceImports.state, 'checked'), sql`${sentenceImports.checkedAt} < ${before}`));
  return rows.map((r) => r.id);
}

export async function deleteImport(db: Db, id: string): Promise<void> {
  await db.delete(sentenceImports).where(eq(sentenceImports.id, id));
}
