// Sending a kept recording, end to end in the browser's terms: the device's store (fake-indexeddb), the tus
// server (test/fake-tus.ts) and the commit and grade calls (test/fake-api.ts, replies checked against the
// contract). Each test fails when the resume it names breaks.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { uploadFieldsSchema } from '@dhvani/contract/recordings';
import { anEvaluation } from '@/test/contract-fixtures';
import { fakeApi, type FakeApi, type FakeReply } from '@/test/fake-api';
import { fakeTusServer, type FakeTus } from '@/test/fake-tus';
import { GrowingBytes } from './byte-source';
import { recordRetryPauses } from '@/test/retry-pauses';
import { keptInMemory, keptOnDevice, sendKept, sendRecording } from './send';
import { appendUnsentAudio, getUnsent, saveUnsent, type UnsentRecording } from './store';
import { startUpload } from './upload';

const audio = (length: number) => Uint8Array.from({ length }, (_, i) => (i * 13 + (i >> 8)) & 0xff);
const evaluation = anEvaluation({ final_quality: 'good', amount: 3, recordingId: 'rec-1' });
const COMMIT = 'POST /uploads/u1/commit';
const EVALUATE = 'POST /recordings/rec-1/evaluate';
let n = 0;

function aRecording(overrides: Partial<UnsentRecording> = {}): UnsentRecording {
  return {
    id: `0b6b1c2e-7f7c-4a51-9d51-3f1f2d9c1a${String(++n).padStart(2, '0')}`,
    userId: 'user-1',
    language: 'Hindi',
    domain: 'telecom',
    transcript: 'पढ़ने के लिए एक वाक्य।',
    contributionId: 'DS-7KQ2-M9XA',
    createdAt: new Date().toISOString(),
    durationSeconds: 42.3456,
    bytes: 0,
    finished: true,
    uploadUrl: null,
    recordingId: null,
    ...overrides,
  };
}

/** A recording kept on the device in three chunks, as a capture writes it. */
async function keep(recording: UnsentRecording, bytes: Uint8Array) {
  await saveUnsent(recording);
  const third = Math.ceil(bytes.length / 3);
  for (let seq = 0; seq < 3; seq++) {
    const part = bytes.subarray(seq * third, (seq + 1) * third);
    await appendUnsentAudio(recording.id, seq, part, { bytes: bytes.length, durationSeconds: 42.3456 });
  }
}

/** A recording kept on the device whose upload (u1) the page saw finish. */
async function uploadedAndKept(bytes: Uint8Array) {
  const live = startUpload(new GrowingBytes(bytes, true), { uploadUrl: null });
  await live.finished;
  const recording = aRecording({ uploadUrl: '/api/v1/uploads/u1' });
  await keep(recording, bytes);
  return { live, recording };
}

let tus: FakeTus;
let server: FakeApi | null = null;
let pauses: number[];
beforeEach(() => {
  tus = fakeTusServer();
  pauses = recordRetryPauses();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  tus.restore();
  server?.restore();
  server = null;
  vi.restoreAllMocks();
});

const committed = (withGrade = true): FakeReply => ({
  status: 201,
  data: { _id: 'rec-1', ...(withGrade ? { evaluation } : {}) },
});

describe('sending a kept recording', () => {
  it('resumes its upload from the server’s offset, commits its fields, and forgets it once graded', async () => {
    const bytes = audio(60_000);
    // An earlier visit sent the first 20,000 bytes, while it was still being spoken.
    tus.seed(bytes.subarray(0, 20_000), null);
    const recording = aRecording({ uploadUrl: '/api/v1/uploads/u1' });
    await keep(recording, bytes);
    server = fakeApi({ [COMMIT]: committed() });

    await expect(sendRecording(recording.id)).resolves.toEqual(evaluation);
    expect(tus.requests.slice(-2)).toEqual(['HEAD u1', 'PATCH u1 @20000+40000']);
    expect(tus.upload('u1')?.bytes).toEqual(bytes);
    // The server's own check of the fields passes, with what was kept.
    expect(uploadFieldsSchema.parse(server.bodies.get(COMMIT))).toEqual({
      duration: 42.35,
      language: 'Hindi',
      domain: 'telecom',
      recordedVia: 'web',
      paragraph: recording.transcript,
      contributionId: 'DS-7KQ2-M9XA',
    });
    expect(server.calls).toEqual([COMMIT]);
    expect(await getUnsent(recording.id)).toBeNull();
  });

  it('recovers from a commit that finds the upload unfinished: HEAD, the rest, commit again', async () => {
    const bytes = audio(30_000);
    // The page believed every byte had gone (the last request reached a process that then died).
    const { live, recording } = await uploadedAndKept(bytes);
    const lost: FakeReply = {
      status: 409,
      message: 'The upload is not finished: 12000 of 30000 bytes received.',
      code: 'upload_unfinished',
      params: { received: 12_000, size: 30_000 },
    };
    let commits = 0;
    server = fakeApi({
      [COMMIT]: () => {
        if (++commits > 1) return committed();
        // What the server has: the first 12,000 bytes of a 30,000-byte upload.
        tus.truncate('u1', 12_000);
        return lost;
      },
    });

    await expect(
      sendKept(
        keptInMemory(recording, async () => bytes),
        { live },
      ),
    ).resolves.toEqual(evaluation);
    expect(commits).toBe(2);
    expect(tus.requests.slice(-2)).toEqual(['HEAD u1', 'PATCH u1 @12000+18000']);
    expect(tus.upload('u1')?.bytes).toEqual(bytes);
  });

  it('sends the kept bytes again, once, when the server no longer has the upload at the commit', async () => {
    const bytes = audio(5000);
    const { live, recording } = await uploadedAndKept(bytes);
    server = fakeApi({
      // Deleted (24 hours) between the last byte and the commit.
      [COMMIT]: { status: 404, message: 'Upload not found.' },
      'POST /uploads/u2/commit': committed(),
    });
    await expect(sendKept(keptOnDevice(recording.id), { live })).resolves.toEqual(evaluation);
    expect(tus.requests.slice(-2)).toEqual(['POST', 'PATCH u2 @0+5000']);
    expect(tus.upload('u2')?.bytes).toEqual(bytes);
    expect(server.calls).toEqual([COMMIT, 'POST /uploads/u2/commit']);
  });

  it('asks only for the grade of a recording committed earlier, when the server’s Retry-After says', async () => {
    const recording = aRecording({ recordingId: 'rec-1', uploadUrl: null });
    await keep(recording, audio(100));
    let asks = 0;
    server = fakeApi({
      [EVALUATE]: () =>
        ++asks === 1
          ? {
              status: 202,
              headers: { 'retry-after': '3' },
              data: { recordingId: 'rec-1', status: 'running' },
            }
          : asks === 2
            ? { status: 202, data: { recordingId: 'rec-1', status: 'queued' } }
            : { status: 200, data: evaluation },
    });
    await expect(sendRecording(recording.id)).resolves.toEqual(evaluation);
    // Retry-After first, then the policy's own pause when the server did not say.
    expect(pauses).toEqual([3000, 1000]);
    expect(server.calls).toEqual([EVALUATE, EVALUATE, EVALUATE]);
    expect(tus.requests).toEqual([]);
  });

  it('keeps the recording’s id once committed, so grading alone is repeated after a failure', async () => {
    const bytes = audio(2000);
    const recording = aRecording();
    await keep(recording, bytes);
    server = fakeApi({
      [COMMIT]: committed(false),
      [EVALUATE]: { status: 404, message: 'Recording not found.' },
    });
    await expect(sendRecording(recording.id)).rejects.toThrow();
    expect(await getUnsent(recording.id)).toMatchObject({ recordingId: 'rec-1', uploadUrl: null });

    server.restore();
    server = fakeApi({ [EVALUATE]: { status: 200, data: evaluation } });
    const uploadsBefore = tus.requests.length;
    await expect(sendRecording(recording.id)).resolves.toEqual(evaluation);
    expect(tus.requests).toHaveLength(uploadsBefore);
  });

  it("fails with SPEC's internal message when the commit names no recording", async () => {
    const recording = aRecording();
    await keep(recording, audio(100));
    server = fakeApi({
      [COMMIT]: { status: 201, data: {}, breaksContract: 'a broken server: no recording id' },
    });
    await expect(sendRecording(recording.id)).rejects.toThrow("Server didn't return a recording ID.");
    expect(await getUnsent(recording.id)).not.toBeNull();
  });
});
