// The recording flow's calls, over a fake transport that answers only as the contract lets the server
// answer (test/fake-api.ts): requests are checked the way the server checks them (its zod schemas), not
// against a copy of the client's own constants.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { giveConsentBodySchema } from '@dhvani/contract/consents';
import { IDEMPOTENCY_KEY_HEADER, uploadFieldsSchema } from '@dhvani/contract/recordings';
import { anEvaluation } from '@/test/contract-fixtures';
import { fakeApi, type FakeApi } from '@/test/fake-api';
import type { RecordedClip } from '../audio/recorder';
import {
  EVALUATE_MAX_ASKS,
  evaluateRecording,
  generateTranscript,
  giveConsent,
  uploadRecording,
} from './recording-api';

const clip: RecordedClip = {
  blob: new Blob(['RIFF'], { type: 'audio/wav' }),
  durationSeconds: 42.3456,
  loudestBlockRms: 0.1,
  reachedLimit: false,
  elapsedSeconds: 42.3456,
};
const input = {
  clip,
  language: 'Hindi',
  domain: 'telecom',
  transcript: 'पढ़ने के लिए एक वाक्य।',
  idempotencyKey: '0b6b1c2e-7f7c-4a51-9d51-3f1f2d9c1a11',
  contributionId: 'DS-7KQ2-M9XA',
} as const;
const consentState = {
  version: '2025-01',
  givenAt: '2026-03-05T10:00:00.000Z',
  withdrawnAt: null,
  currentVersion: '2025-01',
  active: true,
};
const evaluation = anEvaluation({
  final_quality: 'good',
  amount: 4,
  recordingId: 'rec-9',
  reasons: ['Some background noise (SNR 20 dB)'],
  reasonCodes: [{ code: 'noise_some', params: { db: 20 } }],
});

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

  it('uploads fields the server accepts, under the Idempotency-Key it reads, and reports progress', async () => {
    let sent: { fields: unknown; audio: unknown; key: unknown } | null = null;
    server = fakeApi({
      'POST /recordings/': (_body, config) => {
        const form = config.data as FormData;
        const fields = Object.fromEntries([...form.entries()].filter(([name]) => name !== 'audio'));
        sent = { fields, audio: form.get('audio'), key: config.headers.get(IDEMPOTENCY_KEY_HEADER) };
        config.onUploadProgress?.({ loaded: 50, total: 200, bytes: 50, lengthComputable: true });
        return { status: 201, data: { _id: 'rec-9' } };
      },
    });
    const onProgress = vi.fn();
    await expect(uploadRecording({ ...input, onProgress })).resolves.toBe('rec-9');

    // The server's own check of the text fields (SPEC §3) passes, with what the contributor chose.
    expect(uploadFieldsSchema.parse(sent!.fields)).toEqual({
      duration: 42.35,
      language: 'Hindi',
      domain: 'telecom',
      recordedVia: 'web',
      paragraph: input.transcript,
      contributionId: 'DS-7KQ2-M9XA',
    });
    expect(sent!.audio).toBeInstanceOf(Blob);
    expect(sent!.key).toBe(input.idempotencyKey);
    expect(onProgress).toHaveBeenCalledWith(25);
  });

  it("fails with SPEC's internal message when the server returns no id", async () => {
    server = fakeApi({
      'POST /recordings/': {
        status: 201,
        data: {},
        breaksContract: 'a broken server: the flow must not go on without a recording id',
      },
    });
    await expect(uploadRecording(input)).rejects.toThrow("Server didn't return a recording ID.");
  });

  it('reads the evaluation and refuses a malformed one', async () => {
    server = fakeApi({ 'POST /recordings/rec-9/evaluate': { status: 200, data: evaluation } });
    await expect(evaluateRecording('rec-9')).resolves.toEqual(evaluation);
    expect(server.calls).toEqual(['POST /recordings/rec-9/evaluate']);
    server.restore();
    server = fakeApi({
      'POST /recordings/rec-9/evaluate': {
        status: 200,
        data: { amount: 4 },
        breaksContract: 'a broken server: a grade without its quality must not reach the Thank You step',
      },
    });
    await expect(evaluateRecording('rec-9')).rejects.toThrow();
  });

  it('asks evaluate again after Retry-After while the server is still grading, never uploading again', async () => {
    let asks = 0;
    server = fakeApi({
      'POST /recordings/rec-9/evaluate': () =>
        ++asks === 1
          ? {
              status: 202,
              headers: { 'retry-after': '3' },
              data: { recordingId: 'rec-9', status: 'running' },
            }
          : { status: 200, data: evaluation },
    });
    const sleep = vi.fn(async () => undefined);
    await expect(evaluateRecording('rec-9', sleep)).resolves.toEqual(evaluation);
    expect(server.calls).toEqual(['POST /recordings/rec-9/evaluate', 'POST /recordings/rec-9/evaluate']);
    expect(sleep).toHaveBeenCalledWith(3000);
  });

  it('gives up after a few answers that grading is still going on', async () => {
    server = fakeApi({
      'POST /recordings/rec-9/evaluate': { status: 202, data: { recordingId: 'rec-9', status: 'queued' } },
    });
    const sleep = vi.fn(async () => undefined);
    await expect(evaluateRecording('rec-9', sleep)).rejects.toThrow();
    expect(server.calls).toHaveLength(EVALUATE_MAX_ASKS);
  });
});
