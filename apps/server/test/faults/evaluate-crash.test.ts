// Fault: a crash between the recording row and the ledger credit. The evaluation writes the award, the
// balance and the grade in one transaction; a database trigger that throws stands in for the crash at two
// points inside it (before the award row, and after the award and balance but before the grade). The failed
// call must leave no award, no balance change and no grade; a later evaluate credits exactly once.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../src/db/migrate.js';
import { bearer, registerAdmin, type RegisteredUser } from '../support/accounts.js';
import { giveConsent, speechClip, upload } from '../support/recordings.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { invariantProblems } from '../support/ledger-invariant.js';

const FAULT_POINTS = {
  'before the award row is written': 'BEFORE INSERT ON token_ledger',
  'after the award and balance, before the grade is saved': 'BEFORE UPDATE OF quality ON recordings',
} as const;

describe('crash between the recording row and the ledger credit', () => {
  let t: TestApp;
  let user: RegisteredUser;

  beforeAll(async () => {
    t = await createTestApp();
    user = await registerAdmin(t.app);
    await giveConsent(t.app, user.accessToken);
  }, 120_000);
  afterAll(async () => t.close());
  afterEach(async () => {
    await t.app.database.exec('DROP TRIGGER IF EXISTS injected_fault ON token_ledger');
    await t.app.database.exec('DROP TRIGGER IF EXISTS injected_fault ON recordings');
    await t.app.database.exec('DROP FUNCTION IF EXISTS injected_fault()');
  });

  const evaluate = (id: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/recordings/${id}/evaluate`,
      headers: bearer(user.accessToken),
    });
  async function state(id: string) {
    const [row] = rowsOf<{ quality: string | null; awards: number; balance: number }>(
      await t.app.db.execute(sql`
        SELECT r.quality,
               (SELECT count(*)::int FROM token_ledger l WHERE l.recording_id = r.id) AS awards,
               (SELECT reward_tokens FROM users u WHERE u.id = r.user_id) AS balance
          FROM recordings r WHERE r.id = ${id}`),
    );
    return row;
  }

  for (const [where, triggerOn] of Object.entries(FAULT_POINTS)) {
    it(`a fault ${where} credits nothing; the next evaluate credits once`, async () => {
      const speech = speechClip();
      const res = await upload(t.app, user.accessToken, { wav: speech.wav, paragraph: speech.paragraph });
      expect(res.statusCode).toBe(201);
      const id = res.json().data._id as string;
      const before = await state(id);
      await t.app.database.exec(`
        CREATE FUNCTION injected_fault() RETURNS trigger LANGUAGE plpgsql AS
          $$ BEGIN RAISE EXCEPTION 'injected fault'; END $$;
        CREATE TRIGGER injected_fault ${triggerOn} FOR EACH ROW EXECUTE FUNCTION injected_fault();`);

      const crashed = await evaluate(id);
      expect(crashed.statusCode).toBe(500);
      expect(crashed.json()).toMatchObject({ statusCode: 500, success: false, message: expect.any(String) });
      expect(await state(id)).toEqual(before);

      await t.app.database.exec('DROP TRIGGER injected_fault ON ' + triggerOn.split(' ON ')[1]);
      const answers = [await evaluate(id), await evaluate(id)];
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
      const amount = answers[0]!.json().data.amount as number;
      expect(amount).toBeGreaterThan(0);
      expect(answers[1]!.json().data.amount).toBe(amount);
      expect(await state(id)).toEqual({
        quality: answers[0]!.json().data.final_quality,
        awards: 1,
        balance: before!.balance + amount,
      });
      expect(await invariantProblems(t.app, user.accessToken)).toEqual([]);
    });
  }
});
