// SQL for the per-account sign-in limit (table sign_in_failures, migration 0006).
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { signInFailures, type SIGN_IN_METHODS } from '../../db/schema/index.js';

export type SignInMethod = (typeof SIGN_IN_METHODS)[number];
export type SignInFailures = Omit<typeof signInFailures.$inferSelect, 'method'> & { method: SignInMethod };

const key = (userId: string, method: SignInMethod) =>
  and(eq(signInFailures.userId, userId), eq(signInFailures.method, method));

/**
 * The account's row (made with no failures if missing), locked until the transaction ends, so that
 * concurrent attempts are counted one after the other, even the very first ones.
 */
export async function lockFailures(tx: Db, userId: string, method: SignInMethod, now: Date) {
  await tx
    .insert(signInFailures)
    .values({ userId, method, failures: 0, windowStartedAt: now, lockedUntil: null })
    .onConflictDoNothing();
  const [row] = await tx.select().from(signInFailures).where(key(userId, method)).for('update');
  return row!;
}

export async function saveFailures(tx: Db, row: SignInFailures) {
  const { userId, method, ...counts } = row;
  await tx.update(signInFailures).set(counts).where(key(userId, method));
}

export async function clearFailures(db: Db, userId: string, method: SignInMethod) {
  await db.delete(signInFailures).where(key(userId, method));
}
