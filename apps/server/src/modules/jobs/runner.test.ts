// The job runner on the real database (PGlite here, PostgreSQL in test:pg): retries with backoff, permanent
// failures, a dead worker's job taken over once its lease has run out, two runners never running one job
// at once, periodic jobs, and a shutdown that hands unfinished jobs back. Time is the manual clock's, so a
// backoff or a lease runs out when the test moves the clock, never by waiting.
import { randomUUID } from 'node:crypto';
import { pino } from 'pino';
import { z } from 'zod';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { manualClock } from '../../lib/clock.js';
import { resetDatabase, testDatabase } from '../../../test/support/test-database.js';
import type { Database } from '../../db/database.js';
import { defineJobKind, PermanentJobError, type JobHandlerOptions } from './kind.js';
import { claimJob, findJob, insertJob } from './repository.js';
import { createJobRunner, PERIODIC_KEY, type JobRunner } from './runner.js';
import { createJobWaiter } from './wait.js';

const log = pino({ level: 'silent' }) as unknown as FastifyBaseLogger;
const echo = defineJobKind('test.echo', z.object({ n: z.number() }));
const tick = defineJobKind('test.tick', z.object({}));

describe('job runner', () => {
  let database: Database;
  let clock: ReturnType<typeof manualClock>;
  const runners: JobRunner[] = [];

  beforeEach(async () => {
    database = await testDatabase();
    await resetDatabase(database);
    clock = manualClock();
  });
  afterEach(async () => {
    await Promise.all(runners.splice(0).map((r) => r.stop(0)));
  });

  async function startRunner(options: JobHandlerOptions<{ n: number }>, concurrency = 2) {
    const runner = createJobRunner({ db: database.db, clock, log, concurrency, pollMs: 60_000 });
    if (options.everyMs) runner.register(tick, options as JobHandlerOptions<object>);
    else runner.register(echo, options);
    runners.push(runner);
    await runner.start({ exclusive: false });
    const waiter = createJobWaiter({ db: database.db, runner, pollMs: 20 });
    // `over`: attempts the test knows have ended (a handler may fail before the wait's first read).
    return { runner, wait: (id: string, over = 0) => waiter(id, 30_000, over) };
  }

  const enqueue = (n: number, maxAttempts = 3) =>
    insertJob(database.db, {
      id: randomUUID(),
      kind: echo.name,
      key: null,
      payload: { n },
      maxAttempts,
      runAt: clock.now(),
      now: clock.now(),
    });

  it('retries a failed attempt once its backoff has passed, then keeps the result', async () => {
    let calls = 0;
    const { runner, wait } = await startRunner({
      backoffMs: 5_000,
      async handler({ payload, attempt }) {
        calls++;
        if (attempt === 1) throw new Error('temporary trouble');
        return { doubled: payload.n * 2 };
      },
    });
    const id = await enqueue(21);
    runner.wake();
    const first = await wait(id);
    expect(first).toMatchObject({ status: 'retrying', job: { state: 'queued', attempts: 1 } });
    expect(first.status === 'retrying' && first.job.error).toEqual({ message: 'temporary trouble' });
    const retryAt = (first.status === 'retrying' && first.job.runAt.getTime()) || 0;
    expect(retryAt - clock.now().getTime()).toBeGreaterThanOrEqual(4_000);

    // Not due yet: a poll claims nothing.
    await runner.wake();
    expect((await findJob(database.db, id))?.state).toBe('queued');
    clock.advance(6_001);
    await runner.wake();
    const second = await wait(id, 1);
    expect(second).toMatchObject({ status: 'succeeded', job: { attempts: 2, result: { doubled: 42 } } });
    expect(calls).toBe(2);
  });

  it('fills a slot that comes free with the next due job of its kind at once, without waiting for a poll', async () => {
    const order: number[] = [];
    const { runner, wait } = await startRunner({
      concurrency: 1,
      async handler({ payload }) {
        order.push(payload.n);
        return {};
      },
    });
    const ids = [await enqueue(1), await enqueue(2), await enqueue(3)];
    // One look; the next polls are a minute away on the test clock, which stands still.
    await runner.wake();
    for (const id of ids) expect(await wait(id)).toMatchObject({ status: 'succeeded' });
    expect(order).toEqual([1, 2, 3]);
  });

  it('does not retry a permanent failure, and gives up after the last attempt', async () => {
    const { runner, wait } = await startRunner({
      backoffMs: 1,
      async handler({ payload }) {
        if (payload.n === 0) throw new PermanentJobError('nothing to do with zero', 'zero');
        throw new Error('always broken');
      },
    });
    const permanent = await enqueue(0);
    runner.wake();
    expect(await wait(permanent)).toMatchObject({
      status: 'failed',
      job: { attempts: 1, error: { message: 'nothing to do with zero', code: 'zero', permanent: true } },
    });

    const broken = await enqueue(1, 2);
    runner.wake();
    expect(await wait(broken)).toMatchObject({ status: 'retrying', job: { attempts: 1 } });
    clock.advance(10);
    runner.wake();
    expect(await wait(broken, 1)).toMatchObject({
      status: 'failed',
      job: { attempts: 2, error: { message: 'always broken' } },
    });
  });

  it("takes over a dead worker's job only after its lease has run out", async () => {
    const id = await enqueue(7);
    // A worker claims the job and dies: it never renews its lease or finishes.
    const dead = await claimJob(database.db, echo.name, id, {
      worker: 'dead-worker',
      runningHere: [],
      now: clock.now(),
      until: new Date(clock.now().getTime() + 60_000),
    });
    expect(dead?.state).toBe('running');
    let ran = 0;
    const { runner, wait } = await startRunner({
      leaseMs: 60_000,
      async handler({ payload }) {
        ran++;
        return payload.n;
      },
    });
    expect(await runner.runNow(echo.name, id)).toBe(false);
    await runner.wake();
    expect(await findJob(database.db, id)).toMatchObject({ state: 'running', lockedBy: 'dead-worker' });

    clock.advance(60_001);
    runner.wake();
    expect(await wait(id)).toMatchObject({ status: 'succeeded', job: { attempts: 2, result: 7 } });
    expect(ran).toBe(1);
  });

  it('two runners on one database never run one job twice, nor two at once', async () => {
    const active = new Set<string>();
    const runs = new Map<string, number>();
    let overlap = 0;
    const options: JobHandlerOptions<{ n: number }> = {
      async handler({ id }) {
        if (active.has(id)) overlap++;
        active.add(id);
        runs.set(id, (runs.get(id) ?? 0) + 1);
        await new Promise((r) => setTimeout(r, 5));
        active.delete(id);
      },
    };
    const a = await startRunner(options, 4);
    const b = await startRunner(options, 4);
    const ids = await Promise.all(Array.from({ length: 30 }, (_, i) => enqueue(i)));
    a.runner.wake();
    b.runner.wake();
    // Both also try to run every job at once, as evaluate calls in two processes would.
    await Promise.all(ids.flatMap((id) => [a.runner.runNow(echo.name, id), b.runner.runNow(echo.name, id)]));
    const outcomes = await Promise.all(ids.map((id) => a.wait(id)));
    expect(outcomes.map((o) => o.status)).toEqual(ids.map(() => 'succeeded'));
    expect(outcomes.map((o) => (o.status === 'succeeded' ? o.job.attempts : 0))).toEqual(ids.map(() => 1));
    expect([...runs.values()]).toEqual(ids.map(() => 1));
    expect(overlap).toBe(0);
  });

  it('keeps one occurrence of a periodic job scheduled, the next one after the last has run', async () => {
    let ran = 0;
    const { runner } = await startRunner({
      everyMs: 3_600_000,
      async handler() {
        ran++;
        return { ran };
      },
    });
    const occurrences = async () =>
      (await database.db.query.jobs.findMany({ orderBy: (j, { asc }) => [asc(j.createdAt)] })).filter(
        (j) => j.key === PERIODIC_KEY,
      );
    const [first] = await occurrences();
    const done = await createJobWaiter({ db: database.db, runner })(first!.id, 30_000);
    expect(done).toMatchObject({ status: 'succeeded', job: { result: { ran: 1 } } });
    const [, next] = await occurrences();
    expect(next).toMatchObject({ state: 'queued' });
    expect(next!.runAt.getTime() - clock.now().getTime()).toBe(3_600_000);
    // A second process starting adds no second occurrence.
    await startRunner({ everyMs: 3_600_000, handler: async () => undefined });
    await runners.at(-1)!.wake();
    expect(await occurrences()).toHaveLength(2);
  });

  it('hands an unfinished job back when it stops, without counting the interrupted attempt', async () => {
    let started = () => undefined as void;
    const running = new Promise<void>((resolve) => (started = resolve));
    const { runner } = await startRunner({
      async handler({ signal }) {
        started();
        await new Promise((_, reject) => signal.addEventListener('abort', () => reject(signal.reason)));
      },
    });
    const id = await enqueue(1);
    runner.wake();
    await running;
    await runner.stop(0);
    expect(await findJob(database.db, id)).toMatchObject({
      state: 'queued',
      attempts: 0,
      lockedBy: null,
      lockedUntil: null,
    });
  });
});
