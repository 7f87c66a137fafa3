// A recording on its way to the server, from its first second to its grade, by one path (issues 20, 36): the
// samples go to the FLAC worker, each encoded piece is written to the device (IndexedDB) and handed to the
// resumable upload at once, so at Stop only the last seconds are left to send and nothing is lost if the tab
// closes. A browser without workers or IndexedDB holds the WAV in memory and sends it as a tus upload too,
// from Stop. A reload on the review step reopens the kept recording and resumes its upload (issue 33).
import type { Domain, RecordingLanguage } from '@dhvani/contract/enums';
import { RECORDING_SAMPLE_RATE } from '@dhvani/contract/limits';
import type { EvaluationResult } from '@dhvani/contract/recordings';
import { GrowingBytes } from '@/lib/unsent/byte-source';
import { holdLock } from '@/lib/unsent/lock';
import { keptInMemory, keptOnDevice, sendKept, type KeptRecording } from '@/lib/unsent/send';
import {
  appendUnsentAudio,
  saveUnsent,
  unsentStorageAvailable,
  updateUnsent,
  type ClipReview,
  type UnsentRecording,
} from '@/lib/unsent/store';
import { startUpload, type RecordingUpload } from '@/lib/unsent/upload';
import type { FlacWorkerReply, FlacWorkerRequest } from './flac-worker';
import type { RecordedClip } from './recorder';

export interface CaptureMeta {
  /** The recording's idempotency key. */
  id: string;
  userId: string;
  language: RecordingLanguage;
  domain: Domain;
  transcript: string;
  /** The id the server issued the text with (issue 32); null for SPEC's fallback sentence. */
  readingTextId: string | null;
  contributionId: string;
}

const newRecord = (meta: CaptureMeta): UnsentRecording => ({
  ...meta,
  createdAt: new Date().toISOString(),
  durationSeconds: 0,
  bytes: 0,
  finished: false,
  uploadUrl: null,
  recordingId: null,
});

const reviewOf = ({ loudestBlockRms, reachedLimit, elapsedSeconds }: RecordedClip): ClipReview => ({
  loudestBlockRms,
  reachedLimit,
  elapsedSeconds,
});

export class Capture {
  readonly upload: RecordingUpload;
  /** Bytes the server has confirmed. */
  private sent = 0;
  private onProgress: ((percent: number) => void) | null = null;
  private worker: Worker | null = null;
  private seq = 0;
  /** Device writes, one after another in order. */
  private writes: Promise<void> = Promise.resolve();
  private ended: (() => void) | null = null;
  private finishing: Promise<void> | null = null;
  private discarded = false;
  /** A failed send's upload is not reused: the next send resumes from the kept bytes. */
  private uploadFailed = false;

  private constructor(
    readonly id: string,
    readonly source: GrowingBytes,
    private readonly kept: KeptRecording,
    uploadUrl: string | null,
    private unlock: (() => void) | null,
  ) {
    this.upload = startUpload(this.source, {
      uploadUrl,
      onUrl: (url) => this.write(() => kept.update({ uploadUrl: url })),
      onProgress: (sent) => {
        this.sent = sent;
        this.onProgress?.(this.percent());
      },
    });
    this.upload.finished.catch(() => (this.uploadFailed = true));
  }

  /** Kept on the device and streamed while spoken: needs workers (FLAC) and IndexedDB. */
  static supported(): boolean {
    return typeof Worker !== 'undefined' && unsentStorageAvailable();
  }

  /** From Start Recording: samples pushed in are encoded, kept and sent as they come. */
  static start(meta: CaptureMeta): Capture {
    const capture = new Capture(meta.id, new GrowingBytes(), keptOnDevice(meta.id), null, null);
    capture.write(() => saveUnsent(newRecord(meta)));
    // Other tabs must not send this recording while this one is making and sending it.
    void holdLock(meta.id).then((release) => (capture.unlock = release));
    capture.worker = new Worker(new URL('./flac-worker.ts', import.meta.url), { type: 'module' });
    capture.worker.onmessage = (event: MessageEvent<FlacWorkerReply>) => capture.received(event.data);
    capture.post({ type: 'start', sampleRate: RECORDING_SAMPLE_RATE });
    return capture;
  }

  /** At Stop, in a browser that cannot keep it on the device: the clip's WAV, held in this page and sent. */
  static hold(meta: CaptureMeta, clip: RecordedClip): Capture {
    const source = new GrowingBytes();
    void clip.blob.arrayBuffer().then((wav) => {
      source.append(new Uint8Array(wav));
      source.end();
    });
    const record = { ...newRecord(meta), durationSeconds: clip.durationSeconds, finished: true };
    const kept = keptInMemory(record, async () => new Uint8Array(await clip.blob.arrayBuffer()));
    return new Capture(meta.id, source, kept, null, null);
  }

  /**
   * A kept recording (its audio `bytes`) this tab takes up again: a reload on the review step. Its upload
   * resumes from the server's offset. Null while another tab has it.
   */
  static async reopen(recording: UnsentRecording, bytes: Uint8Array): Promise<Capture | null> {
    const release = await holdLock(recording.id);
    if (!release) return null;
    const source = new GrowingBytes(bytes, true);
    return new Capture(recording.id, source, keptOnDevice(recording.id), recording.uploadUrl, release);
  }

  private post(message: FlacWorkerRequest, transfer: Transferable[] = []) {
    this.worker?.postMessage(message, transfer);
  }

  private write(step: () => Promise<void>): void {
    this.writes = this.writes.then(step, step);
  }

  private percent(): number {
    return this.source.size ? Math.round((this.sent / this.source.size) * 100) : 0;
  }

  /** Samples as captured (16-bit, the same values the WAV holds). */
  push = (pcm: Int16Array): void => {
    this.post({ type: 'samples', pcm }, [pcm.buffer]);
  };

  private received(reply: FlacWorkerReply): void {
    const { bytes, final } = reply;
    const seq = this.seq++;
    const totals = {
      bytes: this.source.size + bytes.length,
      durationSeconds: reply.samples / RECORDING_SAMPLE_RATE,
    };
    this.source.append(bytes);
    this.write(() => appendUnsentAudio(this.id, seq, bytes, totals));
    if (final) {
      this.source.end();
      this.worker?.terminate();
      this.write(() => updateUnsent(this.id, { finished: true }));
      this.ended?.();
    }
  }

  /**
   * Encodes the last samples, marks the recording complete on the device and lets the upload finish. With
   * the clip (Stop), what the review step shows of it is kept too, for a reload there.
   */
  finish(clip?: RecordedClip): Promise<void> {
    if (this.discarded) return Promise.resolve();
    if (clip && this.worker) this.write(() => updateUnsent(this.id, { review: reviewOf(clip) }));
    this.finishing ??= (async () => {
      if (this.worker) {
        const ended = new Promise<void>((resolve) => (this.ended = resolve));
        this.post({ type: 'finish' });
        await ended;
      }
      await this.writes;
    })();
    return this.finishing;
  }

  /** Sends the recording (what is left of it), commits and grades it; `onProgress` in percent. */
  async send(onProgress: (percent: number) => void, onUploaded: () => void): Promise<EvaluationResult> {
    this.onProgress = onProgress;
    onProgress(this.percent());
    await this.finish();
    const live = this.uploadFailed ? undefined : this.upload;
    const evaluation = await sendKept(this.kept, {
      live,
      onUploaded,
      onProgress: (sent, total) => onProgress(total ? Math.round((sent / total) * 100) : 0),
    });
    this.release();
    return evaluation;
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
    this.worker?.terminate();
    await this.writes.catch(() => undefined);
    await this.upload.discard();
    await this.kept.forget();
    this.release();
  }
}
