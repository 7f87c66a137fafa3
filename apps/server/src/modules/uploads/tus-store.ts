// The tus server and where it keeps the bytes of uploads in progress: local disk next to the database
// (DATA_DIR/provisional-uploads, kept across restarts so an upload can resume after one) or, with
// STORAGE=s3, the audio bucket through @tus/s3-store, so that several API processes share them. Nothing about an
// upload that matters lives in one process: its lock is a database row every process sees (upload-locks.ts) and
// its metadata is re-read from the store whenever this process did not hold the lock (s3-upload-store.ts).
// Why tus and these libraries: docs/decisions/0016-resumable-uploads.md; across processes: 0041.
import path from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { Server } from '@tus/server';
import { NodeRequest, sendNodeResponse } from 'srvx/node';
import { API_BASE_PATH } from '@dhvani/contract/limits';
import { MAX_UPLOAD_BYTES } from '@dhvani/contract/recordings';
import { UPLOADS_PATH } from '@dhvani/contract/uploads';
import { PacedFileStore } from './paced-file-store.js';
import { HeldUploadsCache } from './held-uploads-cache.js';
import type { SharedS3Store } from './s3-upload-store.js';
import { UploadLocks } from './upload-locks.js';

/** Uploads never committed are deleted after this long (and refused by the store once expired). */
export const PROVISIONAL_UPLOAD_TTL_MS = 24 * 60 * 60_000;

/** The S3 store (and the AWS SDK under it) is imported only when configured, as storage/from-config.ts does. */
const localDirectory = (app: FastifyInstance) => path.join(app.config.dataDir, 'provisional-uploads');

async function datastore(app: FastifyInstance, cache: HeldUploadsCache) {
  const { storage } = app.config;
  if (storage.driver === 's3') {
    const { SharedS3Store } = await import('./s3-upload-store.js');
    return new SharedS3Store({
      cache,
      expirationPeriodInMilliseconds: PROVISIONAL_UPLOAD_TTL_MS,
      s3ClientConfig: {
        bucket: storage.s3.bucket,
        region: storage.s3.region,
        endpoint: storage.s3.endpoint,
        forcePathStyle: storage.s3.forcePathStyle,
      },
    });
  }
  return new PacedFileStore({
    directory: localDirectory(app),
    expirationPeriodInMilliseconds: PROVISIONAL_UPLOAD_TTL_MS,
  });
}

/** srvx's web request over a Node request (what tus's own handle() makes), with `body` as its body. */
function requestWithBody(req: IncomingMessage, res: ServerResponse, body: ReadableStream<Uint8Array>) {
  const request = new NodeRequest({ req, res });
  // An own property, in front of srvx's getter (which would wrap and copy the Node request).
  Object.defineProperty(request, 'body', { value: body });
  return request;
}

/** The raw Node request behind the request object the tus server hands its hooks. */
const nodeRequest = (req: unknown): IncomingMessage | undefined =>
  (req as { runtime?: { node?: { req?: IncomingMessage } } }).runtime?.node?.req;

/** An upload that has all its bytes; `file` is where they are when they are on this server's disk. */
export interface FinishedUpload {
  id: string;
  size: number;
  file: string | null;
}

/**
 * The tus server. `idFor` gives the id the route chose for an upload being created (its row is written
 * before the tus server runs, so the id is ours rather than the library's). `onFinished` hears of every
 * upload whose last byte has just arrived, before the client is answered (so it must not wait on anything).
 */
export async function createTusServer(
  app: FastifyInstance,
  idFor: (req: IncomingMessage) => string | undefined,
  onFinished?: (upload: FinishedUpload) => void,
) {
  const cache = new HeldUploadsCache((id) => locks.holds(id));
  const locks = new UploadLocks({ db: app.db, log: app.log, changed: (id) => cache.forget(id) });
  const store = await datastore(app, cache);
  const onDisk = app.config.storage.driver !== 's3';
  const server = new Server({
    path: `${API_BASE_PATH}${UPLOADS_PATH}`,
    datastore: store,
    locker: locks,
    maxSize: MAX_UPLOAD_BYTES,
    relativeLocation: true,
    // Same origin only, like the rest of the API: no CORS headers for anyone.
    allowedOrigins: [],
    namingFunction: (req) => {
      const raw = nodeRequest(req);
      const id = raw && idFor(raw);
      if (!id) throw new Error('an upload is created only through its route');
      return id;
    },
    onUploadFinish: async (_req, upload) => {
      const file = onDisk ? path.join(localDirectory(app), upload.id) : null;
      onFinished?.({ id: upload.id, size: upload.size ?? upload.offset, file });
      return {};
    },
  });
  /**
   * Deletes an upload's bytes. On S3 the store's own remove() stops at aborting the multipart upload, which
   * S3 answers with NoSuchUpload once the upload is complete, and leaves the upload's objects behind: those
   * are deleted here by their keys (the store's: the id, with .info and .part).
   */
  async function remove(id: string): Promise<void> {
    await store.remove(id).catch(() => undefined);
    if (onDisk) return;
    await Promise.all(
      [id, `${id}.info`, `${id}.part`].map((key) => app.storage.delete(key).catch(() => undefined)),
    );
  }

  /**
   * The upload as a commit sees it, read holding its lock (so no request of any process is writing it). On S3,
   * an upload whose last part a dead process wrote but never completed is completed first.
   */
  function settled(id: string) {
    return locks.with(id, async () => {
      if (!onDisk) await (store as SharedS3Store).completeLeftover(id);
      return store.getUpload(id);
    });
  }

  /**
   * A PATCH may repeat the length its upload has already declared. tus-js-client with a deferred length sends
   * Upload-Length with every last chunk, also when it resumes one whose first try declared it before the
   * connection dropped or its process died; tus answers that 400 and the client gives up on a recording whose
   * last bytes are all it lacks. The same value again changes nothing, so it is dropped here; another value
   * still gets tus's 400. (The length, once declared, never changes: reading it without the lock is safe.)
   */
  async function dropRepeatedLength(req: IncomingMessage, id: string): Promise<void> {
    const sent = req.headers['upload-length'];
    if (typeof sent !== 'string') return;
    const upload = await store.getUpload(id).catch(() => null);
    if (upload?.size === undefined || String(upload.size) !== sent.trim()) return;
    delete req.headers['upload-length'];
    // srvx builds a full header list from the raw ones: drop it there too.
    for (let i = req.rawHeaders.length - 2; i >= 0; i -= 2)
      if (req.rawHeaders[i]!.toLowerCase() === 'upload-length') req.rawHeaders.splice(i, 2);
  }

  /**
   * Runs a tus request (`id`: the upload it names). A PATCH to an upload on local disk gets a body read
   * only as fast as the store writes it (paced-file-store.ts); anything else goes as tus takes it.
   */
  async function handle(req: IncomingMessage, res: ServerResponse, id?: string): Promise<void> {
    if (req.method === 'PATCH' && id !== undefined) await dropRepeatedLength(req, id);
    if (!(store instanceof PacedFileStore) || id === undefined || req.method !== 'PATCH')
      return server.handle(req, res);
    const request = requestWithBody(req, res, store.body(req, id));
    await sendNodeResponse(res, await server.handleWeb(request));
  }

  return { server, store, locks, remove, handle, settled };
}

export type TusServer = Awaited<ReturnType<typeof createTusServer>>;
