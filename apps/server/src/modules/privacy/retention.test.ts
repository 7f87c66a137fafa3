// Retention (issue 23): the periodic job deletes what the notice keeps only for a while, and nothing else.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, sessions } from '../../db/schema/index.js';
import { randomIp, registerUser } from '../../../test/support/accounts.js';
import { createTestApp, type TestApp } from '../../../test/support/test-app.js';
import { RETENTION, retentionJobHandler } from './retention-job.js';

const DAY_MS = 24 * 60 * 60_000;

describe('retention job', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const run = () =>
    retentionJobHandler({ db: t.app.db, clock: t.clock, storage: t.app.storage }).handler({
      id: 'test',
      payload: {},
      attempt: 1,
      signal: new AbortController().signal,
      progress: async () => undefined,
      log: t.app.log,
    });

  it('deletes ended sessions after 30 days and contact messages after 180, keeping the recent ones', async () => {
    const person = await registerUser(t.app);
    const message = (subject: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/contact',
        remoteAddress: randomIp(),
        payload: { name: 'Meera', email: 'meera@example.org', subject, message: 'Hello there' },
      });
    expect((await message('old')).statusCode).toBeLessThan(300);
    const [session] = await t.app.db.select().from(sessions).where(eq(sessions.userId, person.user._id));
    await t.app.db.update(sessions).set({ revokedAt: t.clock.now() }).where(eq(sessions.id, session!.id));

    t.clock.advance(RETENTION.contactMs + DAY_MS);
    expect((await message('recent')).statusCode).toBeLessThan(300);
    const result = (await run()) as Record<string, number>;
    expect(result.sessions).toBeGreaterThanOrEqual(1);
    expect(await t.app.db.select().from(sessions).where(eq(sessions.id, session!.id))).toEqual([]);
    const left = await t.app.db.select({ subject: contactMessages.subject }).from(contactMessages);
    expect(left.map((m) => m.subject)).toEqual(['recent']);
  });

  it('keeps a session that is still in use', async () => {
    const person = await registerUser(t.app);
    await run();
    expect(await t.app.db.select().from(sessions).where(eq(sessions.userId, person.user._id))).toHaveLength(
      1,
    );
  });
});
