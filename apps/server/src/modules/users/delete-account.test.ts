import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/migrate.js';
import { createTestApp, type TestApp } from '../../../test/support/test-app.js';
import { bearer, randomIp, registerUser, signIn, signInByPhone } from '../../../test/support/accounts.js';

/** Every table.column whose text (the column cast to text) contains the needle in some row. */
async function findEverywhere(t: TestApp, needle: string): Promise<string[]> {
  const columns = rowsOf<{ table_name: string; column_name: string }>(
    await t.app.db.execute(sql`
      SELECT table_name, column_name FROM information_schema.columns
      WHERE table_schema = 'public' AND table_name <> 'schema_migrations'`),
  );
  const byTable = new Map<string, string[]>();
  for (const { table_name: table, column_name: column } of columns) {
    byTable.set(table, [...(byTable.get(table) ?? []), column]);
  }
  const pattern = `'%' || lower('${needle.replace(/'/g, "''")}') || '%'`;
  const hits: string[] = [];
  // One scan per table, every column counted in it.
  for (const [table, names] of byTable) {
    const counts = names.map(
      (c, i) => `count(*) FILTER (WHERE lower("${c}"::text) LIKE ${pattern}) AS c${i}`,
    );
    const [row] = rowsOf<Record<string, number | string>>(
      await t.app.db.execute(sql.raw(`SELECT ${counts.join(', ')} FROM "${table}"`)),
    );
    names.forEach((column, i) => {
      if (Number(row?.[`c${i}`]) > 0) hits.push(`${table}.${column}`);
    });
  }
  return hits;
}

describe('DELETE /delete-account', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const del = (token?: string) =>
    t.app.inject({ method: 'DELETE', url: '/api/v1/delete-account', headers: token ? bearer(token) : {} });

  it('erases the account: nothing is findable by name, e-mail or phone, and sign-in fails', async () => {
    const bystander = await registerUser(t.app, { name: 'Bystander Person' });
    const person = await registerUser(t.app, { name: 'Zubeida Quorrington' });
    t.clock.advance(30_000);
    const phoneSession = await signInByPhone(t.app, person.phoneNo);
    const emailSession = await signIn(t.app, person.email, person.password);
    for (const needle of [person.user.name, person.email, person.phoneNo]) {
      expect(await findEverywhere(t, needle), needle).not.toEqual([]);
    }

    const res = await del(person.accessToken);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Your account has been successfully deleted.',
    });

    for (const needle of [person.user.name, person.email, person.phoneNo, person.user._id]) {
      expect(await findEverywhere(t, needle), needle).toEqual([]);
    }
    for (const token of [person.accessToken, phoneSession.accessToken, emailSession.accessToken]) {
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/v1/users/current', headers: bearer(token) }))
          .statusCode,
      ).toBe(401);
    }
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/login',
      payload: { email: person.email, password: person.password },
      remoteAddress: randomIp(),
    });
    expect(login.statusCode).toBe(404);
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/refresh-token',
      payload: { refreshToken: emailSession.refreshToken },
    });
    expect(refresh.statusCode).toBe(401);
    // Someone else's account is untouched.
    expect(await findEverywhere(t, bystander.email)).toContain('users.email');
    expect((await signIn(t.app, bystander.email, bystander.password)).user._id).toBe(bystander.user._id);
  });

  it('lets the person sign up again with the same contacts afterwards', async () => {
    const person = await registerUser(t.app);
    await del(person.accessToken);
    t.clock.advance(60_000);
    const again = await registerUser(t.app, { phoneNo: person.phoneNo, email: person.email });
    expect(again.user._id).not.toBe(person.user._id);
  });

  it('runs registered deletion steps inside the transaction and after-commit work afterwards', async () => {
    const person = await registerUser(t.app);
    const seen: string[] = [];
    t.app.accountDeletion.register('test-step', async (tx, userId) => {
      const rows = rowsOf<{ n: number | string }>(
        await tx.execute(sql`SELECT count(*) AS n FROM users WHERE id = ${userId}`),
      );
      seen.push(`in-transaction:${Number(rows[0]?.n)}`);
      return async () => {
        seen.push('after-commit');
      };
    });
    expect((await del(person.accessToken)).statusCode).toBe(200);
    expect(seen).toEqual(['in-transaction:1', 'after-commit']);
  });

  it('rolls everything back when a step fails', async () => {
    const person = await registerUser(t.app);
    t.app.accountDeletion.register('failing-step', async () => {
      throw new Error('storage is down');
    });
    const res = await del(person.accessToken);
    expect(res.statusCode).toBe(500);
    expect((await signIn(t.app, person.email, person.password)).user._id).toBe(person.user._id);
  });

  it('answers 401 without a token', async () => {
    expect((await del()).statusCode).toBe(401);
  });
});
