// Fault: the server process dies (SIGKILL) after recordings were committed but before they were graded, one
// of them while its grading was running. After a restart both are graded by the server on its own, with no
// evaluate call, and each is credited exactly once. The running one was held by the dead process: on the
// embedded database (no other process can open it) start-up takes it back at once; on PostgreSQL another
// process might still be running it, so it is taken over when its lease runs out.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../src/db/migrate.js';
import { multipart, speechClip, uploadParts } from '../support/recordings.js';
import { adminReadyToUpload, call, startUpload } from './support/http-client.js';
import { ledgerProblems } from '../support/ledger-invariant.js';
import { serversOfEachTest } from './support/server-process.js';

interface Listed {
  _id: string;
  quality: string | null;
  tokens: number | null;
}

describe('server killed before grading', () => {
  const processes = serversOfEachTest();

  async function uploadSpeech(base: string, token: string): Promise<string> {
    const speech = speechClip();
    const body = multipart(uploadParts({ wav: speech.wav, paragraph: speech.paragraph }));
    const answer = await startUpload(base, token, body, body.payload.length, randomUUID()).result;
    if (!('status' in answer) || answer.status !== 201)
      throw new Error(`upload failed: ${JSON.stringify(answer)}`);
    return (answer.body?.data as { _id: string })._id;
  }

  async function waitUntilGraded(base: string, token: string, ids: string[], timeoutMs = 90_000) {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const list = (await call(base, 'GET', '/users/recordings', token)).body?.data as Listed[];
      const mine = list.filter((r) => ids.includes(r._id));
      if (mine.length === ids.length && mine.every((r) => r.quality)) return mine;
      if (Date.now() > deadline) throw new Error(`not graded in time: ${JSON.stringify(mine)}`);
      await new Promise((r) => setTimeout(r, 200));
    }
  }

  it('grades them after a restart, without an evaluate call, each credited once', async () => {
    const home = await processes.home();
    // A process that only answers requests: nothing grades the uploads before it dies.
    let server = await processes.start(home, { JOB_CONCURRENCY: '0' });
    const token = await adminReadyToUpload(server.url);
    const queued = await uploadSpeech(server.url, token);
    const interrupted = await uploadSpeech(server.url, token);
    server.kill('SIGKILL');
    await server.exited;

    // What the dead process would have left had it died while grading `interrupted`: the job running,
    // under its name, with a lease that has not run out yet (on PGlite one that would outlast the test, so
    // only start-up can take it back).
    const lease = home.databaseUrl ? '3 seconds' : '1 hour';
    const database = await home.open();
    try {
      await database.db.execute(sql`
        UPDATE jobs SET state = 'running', attempts = 1, locked_by = 'the-killed-process',
                        locked_until = now() + ${lease}::interval
         WHERE kind = 'recording.grade' AND key = ${interrupted}`);
      const states = rowsOf<{ state: string }>(
        await database.db.execute(sql`SELECT state FROM jobs WHERE kind = 'recording.grade' ORDER BY state`),
      );
      expect(states.map((s) => s.state)).toEqual(['queued', 'running']);
    } finally {
      await database.close();
    }

    server = await processes.start(home);
    const graded = await waitUntilGraded(server.url, token, [queued, interrupted]);
    for (const r of graded) {
      const answer = await call(server.url, 'POST', `/recordings/${r._id}/evaluate`, token);
      expect(answer.status).toBe(200);
      expect(answer.body?.data).toMatchObject({
        recordingId: r._id,
        final_quality: r.quality,
        amount: r.tokens,
      });
    }

    server.kill('SIGTERM');
    expect((await server.exited).code).toBe(0);
    const after = await home.open();
    try {
      const jobs = rowsOf<{ key: string; state: string }>(
        await after.db.execute(sql`SELECT key, state FROM jobs WHERE kind = 'recording.grade'`),
      );
      expect(jobs.map((j) => j.state)).toEqual(['succeeded', 'succeeded']);
      const awards = rowsOf<{ recording_id: string; n: number }>(
        await after.db.execute(sql`
          SELECT recording_id, count(*)::int AS n FROM token_ledger WHERE kind = 'award' GROUP BY recording_id`),
      );
      expect(awards.map((a) => [a.recording_id, a.n]).sort()).toEqual(
        [queued, interrupted].map((id) => [id, 1]).sort(),
      );
      expect(await ledgerProblems(after.db)).toEqual([]);
    } finally {
      await after.close();
    }
  }, 240_000);
});
