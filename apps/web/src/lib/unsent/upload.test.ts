// The resumable upload against a tus server in memory (test/fake-tus.ts): what reaches the server after
// cuts, refusals and stalls, and the pauses between tries. Each test fails when the resume it names breaks.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeTusServer, type FakeTus } from '@/test/fake-tus';
import { GrowingBytes } from './byte-source';
import { recordRetryPauses } from '@/test/retry-pauses';
import { STALL_MS, startUpload, UploadStopped } from './upload';

const CHUNK = 256 * 1024;
const audio = (length: number) => Uint8Array.from({ length }, (_, i) => (i * 7 + (i >> 9)) & 0xff);
const idOf = (url: string) => url.split('/').pop()!;
/** Byte for byte (a deep equality over half a megabyte is slow). */
const same = (a: Uint8Array | undefined, b: Uint8Array) =>
  a?.length === b.length && a.every((value, i) => value === b[i]);

let tus: FakeTus;
let pauses: number[];
beforeEach(() => {
  tus = fakeTusServer();
  pauses = recordRetryPauses();
});
afterEach(() => {
  tus.restore();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the resumable upload', () => {
  it('streams a growing recording in chunks, declaring its length with the last one', async () => {
    const bytes = audio(CHUNK * 2 + 1000);
    const source = new GrowingBytes();
    const upload = startUpload(source, { uploadUrl: null });
    source.append(bytes.subarray(0, CHUNK + 5));
    source.append(bytes.subarray(CHUNK + 5));
    source.end();
    const id = idOf(await upload.finished);
    expect(same(tus.upload(id)?.bytes, bytes)).toBe(true);
    expect(tus.upload(id)?.length).toBe(bytes.length);
    expect(tus.requests).toEqual([
      'POST',
      `PATCH ${id} @0+${CHUNK}`,
      `PATCH ${id} @${CHUNK}+${CHUNK}`,
      `PATCH ${id} @${2 * CHUNK}+1000`,
    ]);
  });

  it('resumes after a connection cut mid-chunk: HEAD for the offset, then only the rest', async () => {
    const bytes = audio(CHUNK + 5000);
    tus.fault('PATCH', { cutAfterBytes: 100_000 });
    const id = idOf(await startUpload(new GrowingBytes(bytes, true), { uploadUrl: null }).finished);
    expect(same(tus.upload(id)?.bytes, bytes)).toBe(true);
    expect(tus.requests).toEqual([
      'POST',
      `PATCH ${id} @0+${CHUNK}`,
      `HEAD ${id}`,
      `PATCH ${id} @100000+${bytes.length - 100_000}`,
    ]);
    expect(pauses).toEqual([500]);
  });

  it('resumes a last chunk cut after the server learnt the length, without declaring it again', async () => {
    const bytes = audio(40_000);
    tus.fault('PATCH', { cutAfterBytes: 1000 });
    const id = idOf(await startUpload(new GrowingBytes(bytes, true), { uploadUrl: null }).finished);
    expect(tus.upload(id)).toEqual({ bytes, length: bytes.length });
    expect(tus.requests.slice(-2)).toEqual([`HEAD ${id}`, `PATCH ${id} @1000+39000`]);
  });

  it('resumes an upload begun in an earlier visit from the offset the server has', async () => {
    const bytes = audio(50_000);
    tus.seed(bytes.subarray(0, 30_000), null);
    const onUrl = vi.fn();
    const url = await startUpload(new GrowingBytes(bytes, true), { uploadUrl: '/api/v1/uploads/u1', onUrl })
      .finished;
    expect(idOf(url)).toBe('u1');
    expect(same(tus.upload('u1')?.bytes, bytes)).toBe(true);
    expect(tus.requests.slice(-2)).toEqual(['HEAD u1', 'PATCH u1 @30000+20000']);
    expect(onUrl).not.toHaveBeenCalled();
  });

  it('starts a new upload when the server no longer has the old one, and says where', async () => {
    const bytes = audio(10_000);
    const onUrl = vi.fn();
    const url = await startUpload(new GrowingBytes(bytes, true), { uploadUrl: '/api/v1/uploads/gone', onUrl })
      .finished;
    expect(tus.requests[0]).toBe('HEAD gone');
    expect(onUrl).toHaveBeenCalledWith(url);
    expect(same(tus.upload(idOf(url))?.bytes, bytes)).toBe(true);
  });

  it('tries again after the server’s trouble with growing pauses, but stops for good on a refusal', async () => {
    for (const status of [500, 503, 423]) tus.fault('PATCH', { status });
    const bytes = audio(1000);
    const id = idOf(await startUpload(new GrowingBytes(bytes, true), { uploadUrl: null }).finished);
    expect(same(tus.upload(id)?.bytes, bytes)).toBe(true);
    expect(pauses).toEqual([500, 1000, 2000]);

    tus.fault('POST', { status: 413 });
    const refused = startUpload(new GrowingBytes(bytes, true), { uploadUrl: null });
    await expect(refused.finished).rejects.toThrow(/413/);
    expect(tus.requests.filter((r) => r === 'POST')).toHaveLength(2);
  });

  it('starts its pauses small again once a chunk got through', async () => {
    const bytes = audio(CHUNK + 10);
    // The first chunk fails twice and gets through, then the second fails once.
    tus.fault('PATCH', { status: 502, atOffset: 0 });
    tus.fault('PATCH', { status: 502, atOffset: 0 });
    tus.fault('PATCH', { status: 502, atOffset: CHUNK });
    const id = idOf(await startUpload(new GrowingBytes(bytes, true), { uploadUrl: null }).finished);
    expect(same(tus.upload(id)?.bytes, bytes)).toBe(true);
    expect(pauses).toEqual([500, 1000, 500]);
  });

  it('stops when told: the upload stays on the server, `finished` says it was stopped', async () => {
    const source = new GrowingBytes(audio(CHUNK + 10));
    const upload = startUpload(source, { uploadUrl: null });
    await vi.waitFor(() => expect(tus.requests).toContain(`PATCH u1 @0+${CHUNK}`));
    upload.stop();
    await expect(upload.finished).rejects.toBeInstanceOf(UploadStopped);
    expect(tus.upload('u1')?.bytes.length).toBe(CHUNK);
  });

  it('abandons a request that moves no byte for 15 s and resumes it', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    tus.fault('PATCH', { hang: true });
    const bytes = audio(2000);
    const upload = startUpload(new GrowingBytes(bytes, true), { uploadUrl: null });
    await vi.waitFor(() => expect(tus.requests).toEqual(['POST', 'PATCH u1 @0+2000']));
    await vi.advanceTimersByTimeAsync(STALL_MS + 1000);
    const id = idOf(await upload.finished);
    expect(same(tus.upload(id)?.bytes, bytes)).toBe(true);
    expect(tus.requests.slice(-2)).toEqual(['HEAD u1', 'PATCH u1 @0+2000']);
  });
});
