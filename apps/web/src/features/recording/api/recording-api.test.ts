// The recording flow's calls before the recording itself (sending it: lib/unsent/send.test.ts), over a fake
// transport that answers only as the contract lets the server answer (test/fake-api.ts): requests are checked
// the way the server checks them (its zod schemas), not against a copy of the client's own constants.
import { afterEach, describe, expect, it } from 'vitest';
import { giveConsentBodySchema } from '@dhvani/contract/consents';
import { fakeApi, type FakeApi } from '@/test/fake-api';
import { generateTranscript, giveConsent } from './recording-api';

const consentState = {
  version: '2025-01',
  givenAt: '2026-03-05T10:00:00.000Z',
  withdrawnAt: null,
  currentVersion: '2025-01',
  active: true,
};

let server: FakeApi | null = null;
afterEach(() => {
  server?.restore();
  server = null;
});

describe('recording API', () => {
  it('gives every consent the server requires before an upload', async () => {
    server = fakeApi({ 'POST /users/consents': { status: 200, data: consentState } });
    await giveConsent();
    expect(giveConsentBodySchema.safeParse(server.bodies.get('POST /users/consents')).success).toBe(true);
  });

  it('reads the generated transcript from data', async () => {
    server = fakeApi({ 'POST /recordings/generate-paragraph': { status: 200, data: 'A transcript' } });
    await expect(generateTranscript({ language: 'English', domain: 'retail' })).resolves.toBe('A transcript');
  });
});
