// Original client (issue 25): a paragraph for every language and domain, upload and evaluation once consent
// exists (the one deliberate difference: its 403 has a message and the code consent_required), the
// duration check, and the contributor dashboard with the list as a plain array.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOMAINS, QUALITIES, RECORDING_LANGUAGES } from '@dhvani/contract/enums';
import { giveConsent, makeWav, multipart, speechClip, uploadParts } from '../support/recordings.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { originalClient, read, reads, ResponseError, refusal } from './support/original-client.js';
import { contribute, dashboard, signUp, signUpDetails } from './support/original-pages.js';

describe('the original front end: recording and dashboard', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  async function contributor() {
    const client = originalClient(t.app);
    await signUp(t.app, client, signUpDetails());
    return client;
  }

  it('reads a paragraph as data for all 60 language and domain pairs', async () => {
    const client = await contributor();
    for (const language of RECORDING_LANGUAGES) {
      for (const domain of DOMAINS) {
        const answer = await client.post('/recordings/generate-paragraph', { language, domain });
        expect(
          read(`the ${language}/${domain} paragraph`, reads.paragraph, answer).data.length,
        ).toBeGreaterThan(10);
      }
    }
  });

  it('is refused an upload before consent exists: 403, a sentence, and the code consent_required', async () => {
    const client = await contributor();
    const form = multipart(uploadParts({ wav: makeWav(3) }));
    const error = await client.upload('/recordings/', form).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ResponseError);
    expect((error as ResponseError).data).toMatchObject({
      statusCode: 403,
      success: false,
      code: 'consent_required',
      message: expect.stringContaining('agree to the Terms & Consent step'),
    });
  });

  it('uploads, evaluates and sees the recording and its tokens on the dashboard', async () => {
    const client = await contributor();
    await giveConsent(t.app, client.localStorage.get('accessToken')!);
    const clip = speechClip();
    const evaluation = await contribute(client, clip);
    expect(QUALITIES).toContain(evaluation.final_quality);

    const shown = await dashboard(client);
    expect(shown).toMatchObject({ totalRecordings: 1, languages: 1, totalTokens: evaluation.amount });
    expect(shown.rows).toEqual([
      { id: evaluation.recordingId, language: 'English', tokens: evaluation.amount },
    ]);
  });

  it('is told when the duration it sends does not match the audio (400 with a message)', async () => {
    const client = await contributor();
    await giveConsent(t.app, client.localStorage.get('accessToken')!);
    const form = multipart(uploadParts({ wav: makeWav(3), duration: '7.00' }));
    const mismatch = await refusal(client.upload('/recordings/', form));
    expect(mismatch).toEqual({
      status: 400,
      message: 'duration (7.00 s) does not match the audio (3.00 s).',
    });
  });
});
