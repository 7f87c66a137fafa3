// One recording's resumable upload (tus 1.0, tus-js-client) from a GrowingBytes source. No fixed timeout:
// a request is given up only when it made no progress for STALL_MS, and every failure is followed by an
// automatic resume (HEAD for the server's offset, then the rest) by the one retry policy (retry.ts), waiting
// for the browser to be online again when it is not (issue 20). At most one chunk is sent twice after a break.
import { DetailedError, Upload } from 'tus-js-client';
import { API_BASE_PATH } from '@dhvani/contract/limits';
import { UPLOAD_CHUNK_BYTES, UPLOADS_PATH } from '@dhvani/contract/uploads';
import { renewAccessToken } from '../api';
import { readAccessToken } from '../session-storage';
import type { GrowingBytes } from './byte-source';
import { retrying } from './retry';
import { lengthOnceTransport, tusTransport } from './tus-transport';

/** A request that moved no byte for this long is abandoned and resumed. */
export const STALL_MS = 15_000;
/** While a recording is spoken, send what there is at least this often. */
const FLUSH_MS = 1500;

export interface RecordingUpload {
  /** Resolves with the upload's URL once the server has every byte and knows the length. */
  finished: Promise<string>;
  /** Stops sending (the upload stays on the server, to resume later); `finished` rejects. */
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

class Stalled extends Error {}
export class UploadStopped extends Error {}

const statusOf = (error: unknown) =>
  error instanceof DetailedError ? error.originalResponse?.getStatus() : undefined;

/** A refusal no resume can change (too large, no consent, …): 4xx other than a conflict (409) or a lock (423). */
export const isRefused = (status: number | undefined) =>
  status !== undefined && status >= 400 && status < 500 && status !== 409 && status !== 423;

export function startUpload(source: GrowingBytes, options: UploadOptions): RecordingUpload {
  let url = options.uploadUrl;
  let stopped = false;
  let stopCurrent: (() => void) | null = null;

  /** One try: a tus-js-client upload from the server's offset (HEAD) or a new one, until success or an error. */
  const attempt = (progressed: () => void) =>
    new Promise<string>((resolve, reject) => {
      if (stopped) return reject(new UploadStopped());
      // When the request in flight last moved a byte; null while none is (a read waiting for audio).
      let lastMovement: number | null = null;
      const moved = () => void (lastMovement = Date.now());
      const watchdog = setInterval(() => {
        if (lastMovement !== null && Date.now() - lastMovement > STALL_MS) end(new Stalled('stalled'));
      }, 1000);
      function end(error: Error | null) {
        clearInterval(watchdog);
        stopCurrent = null;
        if (error) {
          void upload.abort();
          reject(error);
        } else resolve(upload.url!);
      }
      const upload: Upload = new Upload(source as never, {
        endpoint: ENDPOINT,
        uploadUrl: url,
        uploadLengthDeferred: true,
        chunkSize: UPLOAD_CHUNK_BYTES,
        // Retried by retry.ts, which never gives up; tus-js-client's own delays end.
        retryDelays: null,
        storeFingerprintForResuming: false,
        removeFingerprintOnSuccess: true,
        httpStack: lengthOnceTransport(tusTransport.stack),
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
          moved();
        },
        onProgress: moved,
        onAfterResponse: () => void (lastMovement = null),
        onUploadUrlAvailable: () => {
          if (upload.url && upload.url !== url) {
            url = upload.url;
            options.onUrl?.(url);
          }
        },
        onChunkComplete: (_size, accepted, total) => {
          progressed();
          options.onProgress?.(accepted, total ?? null);
        },
        onSuccess: () => end(null),
        onError: (error) => end(error),
      });
      stopCurrent = () => end(new UploadStopped());
      upload.start();
    });

  async function shouldRetry(error: unknown): Promise<boolean> {
    if (stopped || error instanceof UploadStopped) return false;
    const status = statusOf(error);
    if (status === 401) await renewAccessToken().catch(() => null);
    // The server refuses this upload for good: a new one would fare no better.
    return status === 401 || !isRefused(status);
  }

  const finished = retrying(attempt, shouldRetry);
  finished.catch(() => undefined);
  return {
    finished,
    stop() {
      stopped = true;
      stopCurrent?.();
    },
    async discard() {
      this.stop();
      if (url) await terminateUpload(url);
    },
  };
}

/** Deletes an upload on the server (tus termination); best effort: the server deletes it after 24 h anyway. */
export async function terminateUpload(url: string): Promise<void> {
  const token = readAccessToken();
  const headers: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {};
  await Upload.terminate(url, { headers, retryDelays: null, httpStack: tusTransport.stack }).catch(
    () => undefined,
  );
}
