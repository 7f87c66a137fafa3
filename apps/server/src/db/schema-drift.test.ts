// The SQL migrations describe the tables; the Drizzle schema (db/schema) is their typed mirror. This test
// holds the two together on the migrated database: the same tables and columns, the same nullability, and
// every fixed set of values a CHECK allows is exactly the set the column's type allows (issue 18).
import { is, sql } from 'drizzle-orm';
import { PgTable, getTableConfig } from 'drizzle-orm/pg-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabase } from '../../test/support/test-database.js';
import { rowsOf } from './migrate.js';
import * as schema from './schema/index.js';

const tables = Object.values(schema).flatMap((value: unknown) =>
  is(value, PgTable) ? [getTableConfig(value)] : [],
);

interface DbColumn {
  table: string;
  column: string;
  nullable: boolean;
}

/**
 * `CHECK ((col = ANY (ARRAY['a'::text, 'b'::text])))` → col and [a, b]; PostgreSQL writes a one-value IN as
 * `CHECK ((col = 'a'::text))`. Other checks are not value sets.
 */
function valueSet(definition: string): { column: string; values: string[] } | null {
  const match =
    /^CHECK \(\(\(?(\w+)\)? = ANY \(\(?ARRAY\[(.*)\]\)?(?:::text\[\])?\)\)\)$/.exec(definition) ??
    /^CHECK \(\(\(?(\w+)\)? = ('[^']*'::text)\)\)$/.exec(definition);
  if (!match) return null;
  const values = [...(match[2] ?? '').matchAll(/'([^']*)'::text/g)].map((m) => m[1] ?? '');
  return { column: match[1] ?? '', values };
}

describe('the Drizzle schema mirrors the migrated tables', () => {
  let columns: DbColumn[];
  let checks: { table: string; column: string; values: string[] }[];

  beforeAll(async () => {
    const { db } = await testDatabase();
    columns = rowsOf<{ table_name: string; column_name: string; is_nullable: string }>(
      await db.execute(sql`
        SELECT table_name, column_name, is_nullable FROM information_schema.columns
        WHERE table_schema = 'public' AND table_name <> 'schema_migrations'`),
    ).map((r) => ({ table: r.table_name, column: r.column_name, nullable: r.is_nullable === 'YES' }));
    checks = rowsOf<{ table_name: string; definition: string }>(
      await db.execute(sql`
        SELECT conrelid::regclass::text AS table_name, pg_get_constraintdef(oid) AS definition
        FROM pg_constraint WHERE contype = 'c' AND connamespace = 'public'::regnamespace`),
    ).flatMap((r) => {
      const set = valueSet(r.definition);
      return set ? [{ table: r.table_name, ...set }] : [];
    });
  });

  it('has every table and column, with the same nullability', () => {
    const fromSchema = tables.flatMap((t) =>
      t.columns.map((c) => ({ table: t.name, column: c.name, nullable: !c.notNull })),
    );
    const order = (list: DbColumn[]) =>
      [...list].sort((a, b) => `${a.table}.${a.column}`.localeCompare(`${b.table}.${b.column}`));
    expect(order(fromSchema)).toEqual(order(columns));
  });

  it("gives each column that a CHECK limits to fixed values exactly those values as its type's", () => {
    const fromSchema = tables.flatMap((t) =>
      t.columns
        .filter((c) => c.enumValues !== undefined && c.enumValues.length > 0)
        .map((c) => ({ table: t.name, column: c.name, values: [...(c.enumValues ?? [])].sort() })),
    );
    const fromDatabase = checks.map((c) => ({ ...c, values: [...c.values].sort() }));
    const order = (list: typeof fromSchema) =>
      [...list].sort((a, b) => `${a.table}.${a.column}`.localeCompare(`${b.table}.${b.column}`));
    expect(order(fromSchema)).toEqual(order(fromDatabase));
    expect(fromDatabase.length).toBeGreaterThan(10);
  });
});
