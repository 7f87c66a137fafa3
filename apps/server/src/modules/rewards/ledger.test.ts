// The ledger on its own, without the evaluation service's in-process de-duplication: the database's
// UNIQUE constraint alone must make concurrent credits pay once, and a reversal cancel an award once. The
// balance is the ledger's trigger's work, and the cache hears of each change once the write has committed.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { tokenLedger, users } from '../../db/schema/index.js';
import { transaction } from '../../db/transaction.js';
import { createTestApp, type TestApp } from '../../../test/support/test-app.js';
import { anonymiseUserEntries, balanceOf, createLedger, type Award } from './ledger.js';
import { raceTitle } from '../../../test/support/race.js';

describe('token ledger', () => {
  let t: TestApp;
  let userId: string;
  const changed: string[] = [];
  const ledger = createLedger({ balanceChanged: (id) => changed.push(id) });
  beforeAll(async () => {
    t = await createTestApp();
    const [row] = await t.app.db
      .insert(users)
      .values({ name: 'Ledger Test', email: `ledger-${randomUUID()}@example.test`, passwordHash: 'x' })
      .returning({ id: users.id });
    userId = row!.id;
  });
  afterAll(async () => t.close());

  const award = (recordingId: string, amount = 7): Award => ({
    userId,
    recordingId,
    amount,
    quality: 'good',
    durationSeconds: 35,
    at: new Date(),
  });

  it(raceTitle('credits a recording once under 20 concurrent transactions'), async () => {
    const recordingId = randomUUID();
    const before = await balanceOf(t.app.db, userId);
    changed.length = 0;
    const results = await Promise.all(
      Array.from({ length: 20 }, () => transaction(t.app.db, (tx) => ledger.credit(tx, award(recordingId)))),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
    const rows = await t.app.db.select().from(tokenLedger).where(eq(tokenLedger.recordingId, recordingId));
    expect(rows).toHaveLength(1);
    expect(await balanceOf(t.app.db, userId)).toBe(before + 7);
    expect(changed).toEqual([userId]);
  });

  it('tells nobody of a credit that rolled back, and leaves the balance as it was', async () => {
    const before = await balanceOf(t.app.db, userId);
    changed.length = 0;
    await expect(
      transaction(t.app.db, async (tx) => {
        await ledger.credit(tx, award(randomUUID(), 9));
        throw new Error('the grade could not be saved');
      }),
    ).rejects.toThrow('the grade could not be saved');
    expect(await balanceOf(t.app.db, userId)).toBe(before);
    expect(changed).toEqual([]);
    // The same credit committed is heard of: the silence above is the rollback's, not a ledger that never tells.
    await transaction(t.app.db, (tx) => ledger.credit(tx, award(randomUUID(), 9)));
    expect(changed).toEqual([userId]);
    expect(await balanceOf(t.app.db, userId)).toBe(before + 9);
  });

  it(raceTitle('reverses an award once with a negated entry, bringing the balance back'), async () => {
    const recordingId = randomUUID();
    const before = await balanceOf(t.app.db, userId);
    await transaction(t.app.db, (tx) => ledger.credit(tx, award(recordingId, 12)));
    expect(await balanceOf(t.app.db, userId)).toBe(before + 12);
    changed.length = 0;
    const taken = await Promise.all(
      Array.from({ length: 5 }, () =>
        transaction(t.app.db, (tx) => ledger.reverse(tx, recordingId, new Date())),
      ),
    );
    expect(taken.sort((a, b) => b - a)).toEqual([12, 0, 0, 0, 0]);
    expect(changed).toEqual([userId]);
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
    expect(await transaction(t.app.db, (tx) => ledger.reverse(tx, randomUUID(), new Date()))).toBe(0);
  });

  it('anonymises a user’s rows without changing the amounts', async () => {
    await transaction(t.app.db, (tx) => ledger.credit(tx, award(randomUUID(), 5)));
    const total = (await t.app.db.select({ amount: tokenLedger.amount }).from(tokenLedger)).reduce(
      (s, r) => s + r.amount,
      0,
    );
    expect(total).toBeGreaterThan(0);
    await t.app.db.transaction((tx) => anonymiseUserEntries(tx, userId));
    const rows = await t.app.db.select().from(tokenLedger);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.userId === null && r.recordingId === null)).toBe(true);
    expect(rows.reduce((s, r) => s + r.amount, 0)).toBe(total);
  });
});
