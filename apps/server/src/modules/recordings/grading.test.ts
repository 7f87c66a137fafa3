// The server owns grading (issue 20): every stored recording has a grading job from its commit on, the
// runner grades it without anyone asking, and evaluate answers with the stored result, waits for a job
// that another worker runs, answers 202 (ask again) when the wait is over, and takes over the job of a
// worker that died once its lease has run out. Tokens are credited once in every case.
import { pino } from 'pino';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { EVALUATE_RETRY_AFTER_SECONDS, RECORDING_MESSAGES } from '@dhvani/contract/recordings';
import { rowsOf } from '../../db/migrate.js';
import { bearer, registerAdmin, type RegisteredUser } from '../../../test/support/accounts.js';
import { giveConsent, speechClip, upload } from '../../../test/support/recordings.js';
import { createTestApp, type TestApp } from '../../../test/support/test-app.js';
import { claimJob, findJob } from '../jobs/repository.js';
import { createJobRunner, type JobRunner } from '../jobs/runner.js';
import { createLedger } from '../rewards/ledger.js';
import { gradeRecordingJob, gradingHandler } from './grading-job.js';

describe('grading as a background job', () => {
  let t: TestApp;
  let user: RegisteredUser;
  let other: JobRunner | null = null;
  const speech = speechClip();

  async function setUp(env: Record<string, string> = {}) {
    t = await createTestApp(env);
    user = await registerAdmin(t.app);
    await giveConsent(t.app, user.accessToken);
  }
  afterEach(async () => {
    await other?.stop(0);
    other = null;
    await t?.close();
  });

  async function uploadSpeech(): Promise<string> {
    const res = await upload(t.app, user.accessToken, { wav: speech.wav, paragraph: speech.paragraph });
    expect(res.statusCode).toBe(201);
    return res.json().data._id as string;
  }
  const evaluate = (id: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/recordings/${id}/evaluate`,
      headers: bearer(user.accessToken),
    });
  const gradingJob = async (recordingId: string) =>
    (await t.app.jobs.latest(gradeRecordingJob, recordingId))!;
  async function awards(recordingId: string) {
    return rowsOf<{ amount: number }>(
      await t.app.db.execute(
        sql`SELECT amount FROM token_ledger WHERE recording_id = ${recordingId} AND kind = 'award'`,
      ),
    );
  }

  it('grades an uploaded recording in the background, with no evaluate call', async () => {
    await setUp({ JOB_CONCURRENCY: '2' });
    const id = await uploadSpeech();
    const job = await gradingJob(id);
    expect(job).toMatchObject({ kind: 'recording.grade', key: id, payload: { recordingId: id } });
    expect(await t.app.jobs.wait(job.id, 60_000)).toMatchObject({ status: 'succeeded' });

    const listed = (
      await t.app.inject({
        method: 'GET',
        url: '/api/v1/users/recordings',
        headers: bearer(user.accessToken),
      })
    ).json().data;
    expect(listed[0]).toMatchObject({ _id: id, quality: 'excellent', tokens: expect.any(Number) });
    const res = await evaluate(id);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      final_quality: 'excellent',
      amount: listed[0].tokens,
      recordingId: id,
    });
    expect(await awards(id)).toEqual([{ amount: listed[0].tokens }]);
  });

  it("answers an admin's evaluate of a recording graded in the background with its grade, crediting nothing", async () => {
    // SPEC §8's admin page: Evaluate on a row that was still Pending when the list loaded shows
    // 'Recording evaluation initiated' and reloads the list; the server graded it meanwhile (decision 0031).
    await setUp({ JOB_CONCURRENCY: '1' });
    const id = await uploadSpeech();
    expect(await t.app.jobs.wait((await gradingJob(id)).id, 60_000)).toMatchObject({ status: 'succeeded' });
    const [award] = await awards(id);

    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/recordings/admin/${id}/evaluate`,
      headers: bearer(user.accessToken),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Recording evaluation initiated',
      data: { final_quality: 'excellent', amount: award!.amount, recordingId: id },
    });
    expect(await awards(id)).toEqual([award]);
  });

  it('evaluate waits for a grading job that another worker is running', async () => {
    await setUp();
    // Another process's runner, whose grading holds until the test lets it go on.
    let release = () => undefined as void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let started = () => undefined as void;
    const running = new Promise<void>((resolve) => (started = resolve));
    let runs = 0;
    const real = gradingHandler(
      {
        db: t.app.db,
        clock: t.clock,
        analyser: t.app.analyser,
        ledger: createLedger({ balanceChanged: () => undefined }),
      },
      1,
    );
    other = createJobRunner({
      db: t.app.db,
      clock: t.clock,
      log: pino({ level: 'silent' }) as unknown as FastifyBaseLogger,
      concurrency: 1,
    });
    other.register(gradeRecordingJob, {
      ...real,
      async handler(job) {
        runs++;
        started();
        await gate;
        return real.handler(job);
      },
    });
    await other.start({ exclusive: false });

    const id = await uploadSpeech();
    await other.wake();
    await running;
    expect(await findJob(t.app.db, (await gradingJob(id)).id)).toMatchObject({
      state: 'running',
      lockedBy: other.worker,
    });
    const answer = evaluate(id);
    release();
    const res = await answer;
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ final_quality: 'excellent', recordingId: id });
    // One attempt, by the other worker: evaluate waited instead of grading it a second time.
    expect(runs).toBe(1);
    expect(await gradingJob(id)).toMatchObject({ state: 'succeeded', attempts: 1 });
    expect(await awards(id)).toEqual([{ amount: res.json().data.amount }]);
  });

  it("answers 202 while a dead worker's lease lasts, then takes the job over and credits once", async () => {
    await setUp({ EVALUATE_WAIT_SECONDS: '0.5' });
    const id = await uploadSpeech();
    const job = await gradingJob(id);
    const now = t.clock.now();
    await claimJob(t.app.db, gradeRecordingJob.name, job.id, {
      worker: 'a-worker-that-died',
      runningHere: [],
      now,
      until: new Date(now.getTime() + 60_000),
    });

    const waiting = await evaluate(id);
    expect(waiting.statusCode).toBe(202);
    expect(waiting.headers['retry-after']).toBe(String(EVALUATE_RETRY_AFTER_SECONDS));
    expect(waiting.json()).toMatchObject({
      success: true,
      message: RECORDING_MESSAGES.gradingPending,
      data: { recordingId: id, status: 'running' },
    });
    expect(await awards(id)).toEqual([]);

    t.clock.advance(60_001);
    // As the client does: ask evaluate again while it answers 202 (each call waits on the server).
    let res = await evaluate(id);
    for (let i = 0; i < 100 && res.statusCode === 202; i++) res = await evaluate(id);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ final_quality: 'excellent', recordingId: id });
    expect(await gradingJob(id)).toMatchObject({ state: 'succeeded', attempts: 2 });
    expect(await awards(id)).toEqual([{ amount: res.json().data.amount }]);
  });

  it('a job whose recording was deleted before it ran credits nothing', async () => {
    await setUp();
    const id = await uploadSpeech();
    const job = await gradingJob(id);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/recordings/admin/${id}`,
      headers: bearer(user.accessToken),
    });
    expect(deleted.statusCode).toBe(200);
    expect(await t.app.jobs.runNow(gradeRecordingJob, job.id)).toBe(true);
    expect(await t.app.jobs.wait(job.id, 60_000)).toMatchObject({
      status: 'succeeded',
      job: { result: { outcome: 'recording deleted' } },
    });
    expect(await awards(id)).toEqual([]);
  });
});
