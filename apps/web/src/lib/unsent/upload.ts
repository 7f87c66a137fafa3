// One recording's resumable upload (tus 1.0, tus-js-client) from a GrowingBytes source. No fixed timeout:
// a request is given up only when it made no progress for STALL_MS, and every failure is followed by an
// automatic resume (HEAD for the server's offset, then the rest) after a growing pause, for as long as it
// takes, waiting for the browser to be online again when it is not (issue 20). At most one chunk is sent
// twice after a break.
import { Upload } from 'tus-js-client';
import { API_BASE_PATH } from '@dhvani/contract/limits';
import { UPLOAD_CHUNK_BYTES, UPLOADS_PATH } from '@dhvani/contract/uploads';
import { renewAccessToken } from '../api';
import { readAccessToken } from '../session-storage';
import type { GrowingBytes } from './byte-source';

/** A request that moved no byte for this long is abandoned and resumed. */
export const STALL_MS = 15_000;
/** While a recording is spoken, send what there is at least this often. */
const FLUSH_MS = 1500;
const BACKOFF_MS = [500, 1000, 2000, 4000, 8000, 15_000];

export interface RecordingUpload {
  /** Resolves with the upload's URL once the server has every byte and knows the length. */
  finished: Promise<string>;
  /** Stops sending (the upload stays on the server, to resume later). */
  stop(): void;
  /** Stops and deletes the upload on the server (best effort). */
  discard(): Promise<void>;
}

export interface UploadOptions {
  uploadUrl: string | null;
  onUrl?: (url: string) => void;
  /** Bytes the server has confirmed, and the total once known. */
  onProgress?: (sent: number, total: number | null) => void;
}

const ENDPOINT = `${API_BASE_PATH}${UPLOADS_PATH}`;

const online = () =>
  new Promise<void>((resolve) => {
    if (typeof navigator === 'undefined' || navigator.onLine !== false) return resolve();
    window.addEventListener('online', () => resolve(), { once: true });
  });

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function startUpload(source: GrowingBytes, options: UploadOptions): RecordingUpload {
  let url = options.uploadUrl;
  let current: Upload | null = null;
  let stopped = false;
  let attempt = 0;
  // Stall detection: when the request in flight last moved a byte (null: nothing in flight).
  let lastMovement: number | null = null;
  let settle!: { resolve: (url: string) => void; reject: (e: Error) => void };
  const finished = new Promise<string>((resolve, reject) => (settle = { resolve, reject }));
  finished.catch(() => undefined);

  const watchdog = setInterval(() => {
    if (lastMovement !== null && Date.now() - lastMovement > STALL_MS && current) {
      lastMovement = null;
      void current.abort().then(() => retry());
    }
  }, 1000);

  function run(): void {
    if (stopped) return;
    const upload: Upload = new Upload(source as never, {
      endpoint: ENDPOINT,
      uploadUrl: url,
      uploadLengthDeferred: true,
      chunkSize: UPLOAD_CHUNK_BYTES,
      retryDelays: null,
      storeFingerprintForResuming: false,
      removeFingerprintOnSuccess: true,
      fileReader: {
        openFile: async () => ({
          size: 0,
          slice: async (start: number, end: number) => {
            const { bytes, done } = await source.read(start, end, FLUSH_MS);
            return { value: new Blob([bytes as BlobPart]), done };
          },
          close: () => undefined,
        }),
      },
      onBeforeRequest: (req) => {
        const token = readAccessToken();
        if (token) req.setHeader('Authorization', `Bearer ${token}`);
        lastMovement = Date.now();
        const xhr = req.getUnderlyingObject() as XMLHttpRequest | undefined;
        xhr?.upload?.addEventListener('progress', () => (lastMovement = Date.now()));
      },
      onAfterResponse: () => {
        lastMovement = null;
      },
      onUploadUrlAvailable: () => {
        if (upload.url && upload.url !== url) {
          url = upload.url;
          options.onUrl?.(url);
        }
      },
      onChunkComplete: (_size, accepted, total) => {
        attempt = 0;
        options.onProgress?.(accepted, total ?? null);
      },
      onSuccess: () => {
        lastMovement = null;
        clearInterval(watchdog);
        if (upload.url) settle.resolve(upload.url);
      },
      onError: (error) => {
        lastMovement = null;
        const status = (
          error as { originalResponse?: { getStatus(): number } | null }
        ).originalResponse?.getStatus();
        if (status === 401) void renewAccessToken().then(retry, retry);
        else if (status !== undefined && status >= 400 && status < 500 && status !== 409 && status !== 423) {
          // The server refuses this upload for good (too large, no consent…): a new one would fare no better.
          stopped = true;
          clearInterval(watchdog);
          settle.reject(error);
        } else retry();
      },
    });
    current = upload;
    upload.start();
  }

  function retry(): void {
    if (stopped) return;
    const delay = BACKOFF_MS[Math.min(attempt, BACKOFF_MS.length - 1)]!;
    attempt++;
    void wait(delay).then(online).then(run);
  }

  run();
  return {
    finished,
    stop() {
      stopped = true;
      clearInterval(watchdog);
      void current?.abort();
    },
    async discard() {
      this.stop();
      settle.reject(new Error('discarded'));
      if (url) await terminateUpload(url);
    },
  };
}

/** Deletes an upload on the server (tus termination); best effort: the server deletes it after 24 h anyway. */
export async function terminateUpload(url: string): Promise<void> {
  const token = readAccessToken();
  const headers: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {};
  await Upload.terminate(url, { headers, retryDelays: null }).catch(() => undefined);
}
