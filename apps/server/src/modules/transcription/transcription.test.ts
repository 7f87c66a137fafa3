// The optional recogniser through the app (decision 0049): a clip graded as usual enqueues a transcription job;
// the job posts the clip to a loopback /audio/transcriptions server and stores the CER beside the read-check,
// leaving the grade as it was. An endpoint that fails is retried, and after the last attempt (or a 4xx at once)
// the clip's CER is recorded as unavailable, with why; the job itself ends done, never crashing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { registerUser, type RegisteredUser } from '../../../test/support/accounts.js';
import { gradedClip } from '../../../test/support/reviews.js';
import { createTestApp, type TestApp } from '../../../test/support/test-app.js';
import {
  heard,
  startTranscriberServer,
  type Answer,
  type TranscriberServer,
} from '../../../test/support/transcriber-server.js';
import { recordings } from '../../db/schema/index.js';
import { TRANSCRIBE_ATTEMPTS, transcribeRecordingJob } from './transcription-job.js';

describe('the optional recogniser’s CER', () => {
  let t: TestApp;
  let server: TranscriberServer;
  let owner: RegisteredUser;
  /** What the endpoint answers next, one per request; the last one repeats. */
  let answers: Answer[] = [];

  beforeAll(async () => {
    server = await startTranscriberServer(() => (answers.length > 1 ? answers.shift()! : answers[0]!));
    t = await createTestApp({
      TRANSCRIBER_URL: server.baseUrl,
      TRANSCRIBER_MODEL: 'whisper-hi',
      TRANSCRIBER_API_KEY: 'sk-test',
      TRANSCRIBER_TIMEOUT_SECONDS: '1',
      // A fresh app's first grading loads the analyser; on a loaded machine it can take longer than 25 s.
      EVALUATE_WAIT_SECONDS: '110',
    });
    owner = await registerUser(t.app);
  }, 240_000);
  afterAll(async () => {
    await t.close();
    await server.close();
  });

  const stored = async (id: string) =>
    (await t.app.db.select().from(recordings).where(eq(recordings.id, id)))[0]!;

  /** Runs one attempt of the clip's transcription job here and answers how it ended. */
  async function attempt(id: string) {
    const job = await t.app.jobs.latest(transcribeRecordingJob, id);
    expect(job).not.toBeNull();
    expect(await t.app.jobs.runNow(transcribeRecordingJob, job!.id)).toBe(true);
    return t.app.jobs.wait(job!.id, 30_000, job!.attempts);
  }

  it('says in GET /health that a recogniser is configured', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(res.json().data).toMatchObject({ status: 'ok', transcriber: 'on' });
  });

  it('stores the CER of what it heard beside the read-check, after grading and without changing the grade', async () => {
    answers = [heard('no answer yet')];
    const id = await gradedClip(t.app, owner, { language: 'Hindi' });
    // Graded and answered without a call: the call is a job of its own, waiting to run.
    expect(server.requests).toHaveLength(0);
    const graded = await stored(id);
    expect(graded.quality).not.toBeNull();
    expect(graded.transcription).toBeNull();

    // The test's Hindi text, as heard with the vowel sign of its first cluster (सा → स) and its punctuation
    // missing: punctuation does not count, so 1 edit of the text's 83 clusters (spaces included).
    expect(graded.transcript.startsWith('साफ़ पानी')).toBe(true);
    answers = [heard(`स${graded.transcript.slice('सा'.length)}`.replace(/[।,]/gu, ''))];
    expect((await attempt(id)).status).toBe('succeeded');

    const [request] = server.requests;
    expect(request).toMatchObject({
      path: '/v1/audio/transcriptions',
      authorization: 'Bearer sk-test',
      fields: { model: 'whisper-hi', language: 'hi', response_format: 'json' },
      file: { name: 'clip.wav', type: 'audio/wav' },
    });
    expect(request!.file!.bytes.equals(Buffer.from(await t.app.storage.readAll(graded.storageKey)))).toBe(
      true,
    );

    const after = await stored(id);
    expect(after.transcription).toEqual({ outcome: 'measured', cer: 0.012, model: 'whisper-hi' });
    expect(after.quality).toBe(graded.quality);
    expect(after.readCheck).toEqual(graded.readCheck);
  }, 240_000);

  it('retries a timeout, a 500 and a reply that is not JSON, then records the CER unavailable with why', async () => {
    answers = ['no answer'];
    const id = await gradedClip(t.app, owner, { language: 'Hindi' });
    const before = server.requests.length;
    const first = await attempt(id);
    expect(first.status).toBe('retrying');
    expect(JSON.stringify(first.status === 'retrying' && first.job.error)).toContain(
      'no answer within 1000 ms',
    );
    answers = [{ status: 500, body: 'model crashed' }];
    expect((await attempt(id)).status).toBe('retrying');
    answers = [{ status: 200, body: '<html>bad gateway</html>' }];
    for (let n = 3; n < TRANSCRIBE_ATTEMPTS; n++) expect((await attempt(id)).status).toBe('retrying');
    // The last attempt records what it met instead of failing.
    const last = await attempt(id);
    expect(last.status).toBe('succeeded');
    expect(server.requests.length - before).toBe(TRANSCRIBE_ATTEMPTS);
    expect((await stored(id)).transcription).toEqual({
      outcome: 'unavailable',
      cer: null,
      model: 'whisper-hi',
      reason: 'the answer is not JSON: <html>bad gateway</html>',
    });
  }, 240_000);

  it('records it unavailable at once when the endpoint refuses the clip (a 400 would fail again)', async () => {
    answers = [{ status: 400, body: '{"error":"unsupported language"}' }];
    const id = await gradedClip(t.app, owner, { language: 'Tamil' });
    const before = server.requests.length;
    expect((await attempt(id)).status).toBe('succeeded');
    expect(server.requests.length - before).toBe(1);
    expect(server.requests.at(-1)!.fields.language).toBe('ta');
    expect((await stored(id)).transcription).toMatchObject({
      outcome: 'unavailable',
      cer: null,
      reason: 'HTTP 400: {"error":"unsupported language"}',
    });
  }, 240_000);
});

describe('without a recogniser (the default)', () => {
  it('enqueues nothing and says so in GET /health', async () => {
    const t = await createTestApp({ EVALUATE_WAIT_SECONDS: '110' });
    try {
      const owner = await registerUser(t.app);
      const id = await gradedClip(t.app, owner, { language: 'Hindi' });
      expect(await t.app.jobs.latest(transcribeRecordingJob, id)).toBeNull();
      const res = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
      expect(res.json().data.transcriber).toBe('off');
    } finally {
      await t.close();
    }
  }, 240_000);
});
