// The only SQL of the API processes' registry (migration 0031). Times are the database's own.
import { and, eq, gt, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { serverInstances } from '../../db/schema/index.js';

export type InstanceRow = typeof serverInstances.$inferSelect;

const REGISTRY_LOCK = 72_410_003;
const since = (ms: number) => sql`now() - ${`${ms} milliseconds`}::interval`;

/** Holds, until the caller's transaction ends, the lock under which a process checks the others and joins. */
export async function lockRegistry(tx: Db): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${REGISTRY_LOCK})`);
}

/** The other processes heard from within `aliveMs`. */
export function liveOthers(db: Db, selfId: string, aliveMs: number): Promise<InstanceRow[]> {
  return db
    .select()
    .from(serverInstances)
    .where(and(ne(serverInstances.id, selfId), gt(serverInstances.seenAt, since(aliveMs))));
}

export async function joinRegistry(
  tx: Db,
  row: Omit<InstanceRow, 'startedAt' | 'seenAt'>,
  forgetAfterMs: number,
): Promise<void> {
  await tx.delete(serverInstances).where(lt(serverInstances.seenAt, since(forgetAfterMs)));
  await tx.insert(serverInstances).values({ ...row, startedAt: sql`now()`, seenAt: sql`now()` });
}

/** Says this process is alive; false when its row is gone (then it joins again). */
export async function touchInstance(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .update(serverInstances)
    .set({ seenAt: sql`now()` })
    .where(eq(serverInstances.id, id))
    .returning({ id: serverInstances.id });
  return rows.length === 1;
}

export async function leaveRegistry(db: Db, id: string): Promise<void> {
  await db.delete(serverInstances).where(eq(serverInstances.id, id));
}
