// A recording from its first samples to its grade: kept on the device (fake-indexeddb) as the FLAC worker
// encodes it (flac-stream.ts, run in place of the worker jsdom lacks), streamed to a tus server in memory
// (test/fake-tus.ts), committed and graded (test/fake-api.ts); reopened after a reload; held in memory in a
// browser that cannot keep it. Each test fails when the path it names breaks.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { decodeFlac } from '@dhvani/flac/decoder';
import { anEvaluation } from '@/test/contract-fixtures';
import { fakeApi, type FakeApi } from '@/test/fake-api';
import { fakeTusServer, type FakeTus } from '@/test/fake-tus';
import { recordRetryPauses } from '@/test/retry-pauses';
import { getUnsent, listUnsent } from '@/lib/unsent/store';
import { Capture, type CaptureMeta } from './capture';
import { createFlacStream, type FlacWorkerRequest } from './flac-stream';
import type { RecordedClip } from './recorder';
import { reopenReview } from './reopen-review';
import { wavBlobOfSamples } from './wav';

/** The FLAC worker, in this thread: the same encoding, its replies posted back a moment later. */
class InPlaceFlacWorker {
  onmessage: ((event: MessageEvent) => void) | null = null;
  private readonly encode = createFlacStream();
  postMessage(message: FlacWorkerRequest) {
    const reply = this.encode(message);
    if (reply) setTimeout(() => this.onmessage?.({ data: reply } as MessageEvent), 0);
  }
  terminate() {}
}

const evaluation = anEvaluation({ final_quality: 'average', amount: 1, recordingId: 'rec-1' });
/** 3 s of a tone that changes, at 16 kHz. */
const pcm = Int16Array.from({ length: 48_000 }, (_, i) => Math.round(9000 * Math.sin(i / (7 + (i >> 12)))));
const same = (a: ArrayLike<number>, b: ArrayLike<number>) =>
  a.length === b.length && Array.prototype.every.call(a, (v: number, i: number) => v === b[i]);
let n = 0;
const meta = (): CaptureMeta => ({
  id: `5d0c1a7e-2b3f-4c4d-8e9f-0a1b2c3d4e${String(++n).padStart(2, '0')}`,
  userId: 'user-7',
  language: 'English',
  domain: 'healthcare',
  transcript: 'Please wash your hands before every meal.',
  readingTextId: null,
  contributionId: 'DS-7KQ2-M9XA',
});
const clipOf = (samples: Int16Array, elapsedSeconds: number): RecordedClip => ({
  blob: wavBlobOfSamples(samples, 16_000),
  durationSeconds: samples.length / 16_000,
  loudestBlockRms: 0.2,
  reachedLimit: false,
  elapsedSeconds,
});

let tus: FakeTus;
let server: FakeApi | null = null;
beforeEach(() => {
  tus = fakeTusServer();
  recordRetryPauses();
  vi.stubGlobal('Worker', InPlaceFlacWorker);
});
afterEach(() => {
  tus.restore();
  server?.restore();
  server = null;
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Starts a capture and pushes `samples` in 4,096-sample blocks, as the recorder does. */
function capture(samples: Int16Array, m = meta()): Capture {
  const started = Capture.start(m);
  for (let at = 0; at < samples.length; at += 4096) started.push(samples.slice(at, at + 4096));
  return started;
}

describe('a recording on its way to the server', () => {
  it('is kept on the device and streamed while spoken; Submit sends the rest, commits, grades, forgets', async () => {
    const m = meta();
    const streamed = capture(pcm, m);
    // Streamed before Stop: the server has bytes while the recording is still open.
    await vi.waitFor(() => expect(tus.upload('u1')?.bytes.length).toBeGreaterThan(0), { timeout: 5000 });
    await streamed.finish(clipOf(pcm, 3));
    const kept = await getUnsent(m.id);
    expect(kept).toMatchObject({ finished: true, durationSeconds: 3, uploadUrl: '/api/v1/uploads/u1' });
    expect(kept?.review).toEqual({ loudestBlockRms: 0.2, reachedLimit: false, elapsedSeconds: 3 });
    server = fakeApi({ 'POST /uploads/u1/commit': { status: 201, data: { _id: 'rec-1', evaluation } } });

    const percents: number[] = [];
    await expect(
      streamed.send(
        (p) => percents.push(p),
        () => undefined,
      ),
    ).resolves.toEqual(evaluation);
    // The server's file is the samples captured, losslessly.
    expect(same(decodeFlac(tus.upload('u1')!.bytes).samples, pcm)).toBe(true);
    expect(server.bodies.get('POST /uploads/u1/commit')).toMatchObject({ duration: 3, language: 'English' });
    expect(percents.at(-1)).toBe(100);
    expect(await getUnsent(m.id)).toBeNull();
  });

  it('is taken up again after a reload on the review step: its clip and warnings back, only the rest sent', async () => {
    const m = meta();
    const first = capture(pcm, m);
    // The clock ran 5 s for 3 s of audio: the review step warned that audio was lost.
    await first.finish(clipOf(pcm, 5));
    await first.upload.finished;
    first.upload.stop();
    first.release();
    // The tab went away before the server had it all.
    tus.truncate('u1', 3000);

    const reopened = await reopenReview(m.userId);
    expect(reopened?.recording.id).toBe(m.id);
    expect(reopened?.clip).toMatchObject({ durationSeconds: 3, elapsedSeconds: 5, loudestBlockRms: 0.2 });
    // The player's WAV is the one the recorder made of these samples.
    const wav = new Uint8Array(await reopened!.clip.blob.arrayBuffer());
    expect(same(wav, new Uint8Array(await clipOf(pcm, 5).blob.arrayBuffer()))).toBe(true);

    server = fakeApi({ 'POST /uploads/u1/commit': { status: 201, data: { _id: 'rec-1', evaluation } } });
    await expect(
      reopened!.capture.send(
        () => undefined,
        () => undefined,
      ),
    ).resolves.toEqual(evaluation);
    expect(tus.requests.filter((r) => r.startsWith('HEAD') || r.startsWith('PATCH u1 @3000'))).toEqual([
      'HEAD u1',
      expect.stringMatching(/^PATCH u1 @3000\+\d+$/),
    ]);
    expect(same(decodeFlac(tus.upload('u1')!.bytes).samples, pcm)).toBe(true);
    expect(await listUnsent(m.userId)).toEqual([]);
  });

  it('is held in memory and sent as a tus upload too where the device cannot keep it', async () => {
    vi.stubGlobal('indexedDB', undefined);
    expect(Capture.supported()).toBe(false);
    const clip = clipOf(pcm, 3);
    const held = Capture.hold(meta(), clip);
    server = fakeApi({ 'POST /uploads/u1/commit': { status: 201, data: { _id: 'rec-1', evaluation } } });
    await expect(
      held.send(
        () => undefined,
        () => undefined,
      ),
    ).resolves.toEqual(evaluation);
    expect(same(tus.upload('u1')!.bytes, new Uint8Array(await clip.blob.arrayBuffer()))).toBe(true);
    expect(server.bodies.get('POST /uploads/u1/commit')).toMatchObject({
      duration: 3,
      paragraph: 'Please wash your hands before every meal.',
    });
  });

  it('is forgotten on Record Again: its upload deleted on the server, nothing left on the device', async () => {
    const m = meta();
    const dropped = capture(pcm.subarray(0, 16_000), m);
    await dropped.finish(clipOf(pcm.subarray(0, 16_000), 1));
    await dropped.upload.finished;
    await dropped.discard();
    expect(tus.requests.at(-1)).toBe('DELETE u1');
    expect(tus.upload('u1')).toBeNull();
    expect(await getUnsent(m.id)).toBeNull();
  });
});
