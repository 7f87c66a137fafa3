// @tus/s3-store for several API processes (issue 34, docs/decisions/0041). The store keeps each upload's
// metadata (its declared length, its multipart upload's id) in a cache that by default is per-process memory
// and never expires: a process that served an upload's first PATCH and not its last still believed the length
// undeclared, and answered the commit with 409 and HEAD with 500, for good. Here an upload's metadata is kept
// only while this process holds the upload's shared lock (upload-locks.ts), when no other process can change
// it, and is read from the bucket again after; the store's many reads within one PATCH still hit the cache.
import { S3Store, type Options } from '@tus/s3-store';
import type { HeldUploadsCache } from './held-uploads-cache.js';

const isMissingUpload = (err: unknown) =>
  ['NoSuchUpload', 'NoSuchKey'].includes((err as { name?: string; Code?: string }).name ?? '') ||
  ['NoSuchUpload', 'NoSuchKey'].includes((err as { Code?: string }).Code ?? '');

export class SharedS3Store extends S3Store {
  constructor(options: Options & { cache: HeldUploadsCache }) {
    super(options);
  }

  /**
   * Completes an upload whose every byte is in the bucket as parts while its multipart upload is still open:
   * the process that wrote the last part died before completing it (the client then saw its last PATCH fail,
   * and HEAD now says every byte is here). Call holding the upload's lock. Nothing to do otherwise.
   */
  async completeLeftover(id: string): Promise<void> {
    let parts;
    try {
      parts = await this.retrieveParts(id);
    } catch (err) {
      if (isMissingUpload(err)) return; // completed (or gone: getUpload says which)
      throw err;
    }
    const metadata = await this.getMetadata(id);
    const received = parts.reduce((sum, part) => sum + (part.Size ?? 0), 0);
    if (metadata.file.size === undefined || received !== metadata.file.size || received === 0) return;
    await this.finishMultipartUpload(metadata, parts);
    await this.completeMetadata(metadata.file);
    await this.clearCache(id);
  }
}
