// Fault: duplicates arriving at once. Two app instances share one database, as two API processes behind a
// load balancer would, so nothing held in one process's memory can hide a race: only the database (the
// grading job's claim and the unique constraints) decides. 20 evaluates of one recording give one ledger entry; 20 uploads
// with one Idempotency-Key give one recording, one grading job, one file and the same id in every answer.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../src/app.js';
import { rowsOf } from '../../src/db/migrate.js';
import { bearer, registerAdmin, type RegisteredUser } from '../support/accounts.js';
import { giveConsent, leftovers, multipart, speechClip, uploadParts } from '../support/recordings.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { invariantProblems } from '../support/ledger-invariant.js';
import { raceTitle } from '../support/race.js';

describe('duplicate concurrency across two processes', () => {
  let t: TestApp;
  let second: FastifyInstance;
  let user: RegisteredUser;

  beforeAll(async () => {
    t = await createTestApp();
    second = await buildApp({ config: t.config, database: t.app.database, clock: t.clock, logger: false });
    await second.ready();
    user = await registerAdmin(t.app);
    await giveConsent(t.app, user.accessToken);
  }, 120_000);
  afterAll(async () => {
    await second?.close();
    await t.close();
  });

  const apps = () => [t.app, second];

  it(raceTitle('20 concurrent uploads with one Idempotency-Key create one recording'), async () => {
    const before = await leftovers(t.app);
    const key = randomUUID();
    const speech = speechClip();
    const body = multipart(uploadParts({ wav: speech.wav, paragraph: speech.paragraph }));
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        apps()[i % 2]!.inject({
          method: 'POST',
          url: '/api/v1/recordings/',
          payload: body.payload,
          headers: { ...body.headers, ...bearer(user.accessToken), 'idempotency-key': key },
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(201));
    expect(new Set(answers.map((a) => a.json().data._id)).size).toBe(1);
    expect(await leftovers(t.app)).toEqual({
      ...before,
      recordings: before.recordings + 1,
      jobs: before.jobs + 1,
      storedFiles: before.storedFiles + 1,
    });
  });

  it(raceTitle('20 concurrent evaluates of one recording give one ledger entry'), async () => {
    const speech = speechClip();
    const body = multipart(uploadParts({ wav: speech.wav, paragraph: speech.paragraph }));
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/recordings/',
      payload: body.payload,
      headers: { ...body.headers, ...bearer(user.accessToken) },
    });
    const id = created.json().data._id as string;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        apps()[i % 2]!.inject({
          method: 'POST',
          url: `/api/v1/recordings/${id}/evaluate`,
          headers: bearer(user.accessToken),
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((a) => JSON.stringify(a.json().data))).size).toBe(1);
    const rows = rowsOf<{ amount: number }>(
      await t.app.db.execute(sql`SELECT amount FROM token_ledger WHERE recording_id = ${id}`),
    );
    expect(rows).toEqual([{ amount: answers[0]!.json().data.amount }]);
    expect(await invariantProblems(t.app, user.accessToken)).toEqual([]);
  });
});
