// The ledger on its own, without the evaluation service's in-process de-duplication: the database's
// UNIQUE constraint alone must make concurrent credits pay once, and a reversal cancel an award once.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { tokenLedger, users } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../../test/support/test-app.js';
import { anonymiseUserEntries, balanceOf, creditAward, reverseAward } from './ledger.js';

describe('token ledger', () => {
  let t: TestApp;
  let userId: string;
  beforeAll(async () => {
    t = await createTestApp();
    const [row] = await t.app.db
      .insert(users)
      .values({ name: 'Ledger Test', email: `ledger-${randomUUID()}@example.test`, passwordHash: 'x' })
      .returning({ id: users.id });
    userId = row!.id;
  });
  afterAll(async () => t.close());

  const award = (recordingId: string, amount = 7) => ({
    userId,
    recordingId,
    amount,
    quality: 'good',
    durationSeconds: 35,
    at: new Date(),
  });

  it('credits a recording once under 20 concurrent transactions', async () => {
    const recordingId = randomUUID();
    const results = await Promise.all(
      Array.from({ length: 20 }, () => t.app.db.transaction((tx) => creditAward(tx, award(recordingId)))),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
    const rows = await t.app.db.select().from(tokenLedger).where(eq(tokenLedger.recordingId, recordingId));
    expect(rows).toHaveLength(1);
    expect(await balanceOf(t.app.db, userId)).toBe(7);
  });

  it('reverses an award once with a negated entry, bringing the balance back', async () => {
    const recordingId = randomUUID();
    const before = await balanceOf(t.app.db, userId);
    await t.app.db.transaction((tx) => creditAward(tx, award(recordingId, 12)));
    expect(await balanceOf(t.app.db, userId)).toBe(before + 12);
    const taken = await Promise.all(
      Array.from({ length: 5 }, () =>
        t.app.db.transaction((tx) => reverseAward(tx, recordingId, new Date())),
      ),
    );
    expect(taken.sort((a, b) => b - a)).toEqual([12, 0, 0, 0, 0]);
    expect(await balanceOf(t.app.db, userId)).toBe(before);
    const kinds = await t.app.db
      .select({ kind: tokenLedger.kind, amount: tokenLedger.amount })
      .from(tokenLedger)
      .where(eq(tokenLedger.recordingId, recordingId));
    expect(kinds).toEqual(
      expect.arrayContaining([
        { kind: 'award', amount: 12 },
        { kind: 'reversal', amount: -12 },
      ]),
    );
    expect(await t.app.db.transaction((tx) => reverseAward(tx, randomUUID(), new Date()))).toBe(0);
  });

  it('anonymises a user’s rows without changing the amounts', async () => {
    const total = (await t.app.db.select({ amount: tokenLedger.amount }).from(tokenLedger)).reduce(
      (s, r) => s + r.amount,
      0,
    );
    await t.app.db.transaction((tx) => anonymiseUserEntries(tx, userId));
    const rows = await t.app.db.select().from(tokenLedger);
    expect(rows.every((r) => r.userId === null && r.recordingId === null)).toBe(true);
    expect(rows.reduce((s, r) => s + r.amount, 0)).toBe(total);
  });
});
