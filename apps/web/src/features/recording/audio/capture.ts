// A recording kept and sent while it is being spoken (issue 20): the samples go to the FLAC worker, each
// encoded piece is written to the device (IndexedDB) and handed to the resumable upload at once, so at
// Stop only the last seconds are left to send and nothing is lost if the tab closes.
import type { Domain, RecordingLanguage } from '@dhvani/contract/enums';
import { RECORDING_SAMPLE_RATE } from '@dhvani/contract/limits';
import { GrowingBytes } from '@/lib/unsent/byte-source';
import { unsentLockName } from '@/lib/unsent/use-unsent';
import {
  appendUnsentAudio,
  deleteUnsent,
  saveUnsent,
  unsentStorageAvailable,
  updateUnsent,
} from '@/lib/unsent/store';
import { startUpload, type RecordingUpload } from '@/lib/unsent/upload';
import type { FlacWorkerReply, FlacWorkerRequest } from './flac-worker';

export interface CaptureMeta {
  /** The recording's idempotency key. */
  id: string;
  userId: string;
  language: RecordingLanguage;
  domain: Domain;
  transcript: string;
  contributionId: string;
}

export class Capture {
  readonly source = new GrowingBytes();
  readonly upload: RecordingUpload;
  /** Bytes the server has confirmed; told to whoever shows the progress. */
  sent = 0;
  onProgress: ((sent: number, total: number) => void) | null = null;
  private readonly worker: Worker;
  private seq = 0;
  private samples = 0;
  /** Device writes, one after another in order. */
  private writes: Promise<void>;
  private ended: (() => void) | null = null;
  private unlock: (() => void) | null = null;
  private finishing: Promise<void> | null = null;
  private discarded = false;

  private constructor(readonly meta: CaptureMeta) {
    this.writes = saveUnsent({
      ...meta,
      createdAt: new Date().toISOString(),
      durationSeconds: 0,
      bytes: 0,
      finished: false,
      uploadUrl: null,
      recordingId: null,
    });
    // Other tabs must not send this recording while this one is making and sending it.
    void navigator.locks?.request(unsentLockName(meta.id), () => new Promise<void>((r) => (this.unlock = r)));
    this.worker = new Worker(new URL('./flac-worker.ts', import.meta.url), { type: 'module' });
    this.worker.onmessage = (event: MessageEvent<FlacWorkerReply>) => this.received(event.data);
    this.post({ type: 'start', sampleRate: RECORDING_SAMPLE_RATE });
    this.upload = startUpload(this.source, {
      uploadUrl: null,
      onUrl: (uploadUrl) => this.write(() => updateUnsent(meta.id, { uploadUrl })),
      onProgress: (sent) => {
        this.sent = sent;
        this.onProgress?.(sent, this.source.size);
      },
    });
  }

  /** A browser without workers or IndexedDB uploads the old way: the whole WAV at Submit. */
  static supported(): boolean {
    return typeof Worker !== 'undefined' && unsentStorageAvailable();
  }

  static start(meta: CaptureMeta): Capture {
    return new Capture(meta);
  }

  private post(message: FlacWorkerRequest, transfer: Transferable[] = []) {
    this.worker.postMessage(message, transfer);
  }

  private write(step: () => Promise<void>): void {
    this.writes = this.writes.then(step, step);
  }

  /** Samples as captured (16-bit, the same values the WAV holds). */
  push = (pcm: Int16Array): void => {
    this.post({ type: 'samples', pcm }, [pcm.buffer]);
  };

  private received(reply: FlacWorkerReply): void {
    const { bytes, final } = reply;
    this.samples = reply.samples;
    const seq = this.seq++;
    const totals = {
      bytes: this.source.size + bytes.length,
      durationSeconds: this.samples / RECORDING_SAMPLE_RATE,
    };
    this.source.append(bytes);
    this.write(() => appendUnsentAudio(this.meta.id, seq, bytes, totals));
    if (final) {
      this.source.end();
      this.worker.terminate();
      this.write(() => updateUnsent(this.meta.id, { finished: true }));
      this.ended?.();
    }
  }

  /** Encodes the last samples, marks the recording complete on the device and lets the upload finish. */
  finish(): Promise<void> {
    if (this.discarded) return Promise.resolve();
    this.finishing ??= (async () => {
      const ended = new Promise<void>((resolve) => (this.ended = resolve));
      this.post({ type: 'finish' });
      await ended;
      await this.writes;
    })();
    return this.finishing;
  }

  /** Lets other tabs send the recording (this one is done with it, or going away). */
  release(): void {
    this.unlock?.();
    this.unlock = null;
  }

  /** Stops everything and forgets the recording, on the server too. */
  async discard(): Promise<void> {
    this.discarded = true;
    this.ended?.();
    this.worker.terminate();
    await this.writes.catch(() => undefined);
    await this.upload.discard();
    await deleteUnsent(this.meta.id);
    this.release();
  }
}
