// Fault: two server processes on one PostgreSQL (as behind a load balancer), each grading in the background
// and each asked to evaluate every recording at the same moment. No recording is graded twice: every grading
// job ran exactly one attempt, every recording has one award, and both processes answer with the same
// result. Runs on the test:pg server when there is one, otherwise on a private PostgreSQL of its own.
import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../src/db/migrate.js';
import { makeWav, multipart, speechClip, uploadParts } from '../support/recordings.js';
import { adminReadyToUpload, call, startUpload } from './support/http-client.js';
import { ledgerProblems } from '../support/ledger-invariant.js';
import { startPrivatePostgres, type PrivatePostgres } from './support/private-postgres.js';
import { serversOfEachTest, type ServerProcess } from './support/server-process.js';

describe('two server processes grading one database', () => {
  let pg: PrivatePostgres | null = null;
  afterEach(() => {
    pg?.remove();
    pg = null;
  });
  // After-each hooks run last-registered first: the servers and their database go before the PostgreSQL.
  const processes = serversOfEachTest();

  it('never grades one recording twice', async () => {
    if (!process.env.DATABASE_URL) pg = await startPrivatePostgres();
    const home = await processes.home(process.env.DATABASE_URL ?? pg!.url);
    // One DATA_DIR for both: local audio storage shared as S3 would be between machines. One after the
    // other: two processes ensuring the start-up admin at the same moment race on its unique e-mail.
    const a = await processes.start(home);
    const b = await processes.start(home);
    const servers: ServerProcess[] = [a, b];
    const token = await adminReadyToUpload(a.url);

    // Each speech clip a new take: the server accepts the same audio only once.
    const speech = speechClip();
    const clips = [
      speech.wav,
      speechClip().wav,
      makeWav(4),
      speechClip().wav,
      makeWav(6),
      speechClip().wav,
      speechClip().wav,
      makeWav(3),
    ];
    const ids = await Promise.all(
      clips.map(async (wav, i) => {
        const body = multipart(uploadParts({ wav, paragraph: speech.paragraph }));
        const answer = await startUpload(servers[i % 2]!.url, token, body, body.payload.length, randomUUID())
          .result;
        if (!('status' in answer) || answer.status !== 201) throw new Error(JSON.stringify(answer));
        return (answer.body?.data as { _id: string })._id;
      }),
    );
    const answers = await Promise.all(
      ids.flatMap((id) => [a, b].map((s) => call(s.url, 'POST', `/recordings/${id}/evaluate`, token))),
    );
    expect(answers.map((r) => r.status)).toEqual(answers.map(() => 200));
    for (let i = 0; i < ids.length; i++) {
      expect(answers[2 * i]!.body?.data).toEqual(answers[2 * i + 1]!.body?.data);
    }

    for (const s of servers) s.kill('SIGTERM');
    expect((await Promise.all(servers.map((s) => s.exited))).map((e) => e.code)).toEqual([0, 0]);
    const database = await home.open();
    try {
      const jobs = rowsOf<{ key: string; state: string; attempts: number }>(
        await database.db.execute(sql`SELECT key, state, attempts FROM jobs WHERE kind = 'recording.grade'`),
      );
      expect(jobs.map((j) => j.key).sort()).toEqual([...ids].sort());
      expect(jobs.every((j) => j.state === 'succeeded' && j.attempts === 1)).toBe(true);
      const awards = rowsOf<{ recording_id: string; n: number }>(
        await database.db.execute(sql`
          SELECT recording_id, count(*)::int AS n FROM token_ledger WHERE kind = 'award' GROUP BY recording_id`),
      );
      expect(awards.map((r) => [r.recording_id, r.n]).sort()).toEqual(ids.map((id) => [id, 1]).sort());
      expect(await ledgerProblems(database.db)).toEqual([]);
    } finally {
      await database.close();
    }
  }, 300_000);
});
