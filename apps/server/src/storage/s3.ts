// S3-compatible object storage (STORAGE=s3): for several API processes sharing one set of audio files.
// Credentials come from the standard AWS chain (environment, profile, instance role).
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { assertSafeKey, StorageNotFoundError, type Storage } from './types.js';

export interface S3StorageOptions {
  bucket: string;
  region: string;
  endpoint?: string;
  forcePathStyle?: boolean;
  /** Extra client settings (tests pass static credentials). */
  client?: Partial<S3ClientConfig>;
}

const isNotFound = (err: unknown) => {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
};

export function createS3Storage(opts: S3StorageOptions): Storage & { client: S3Client } {
  const client = new S3Client({
    region: opts.region,
    endpoint: opts.endpoint,
    forcePathStyle: opts.forcePathStyle,
    // Checksums only where S3 demands them: the streaming-trailer encoding of the default is not spoken by
    // every S3-compatible server, and the upload was already validated byte by byte.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    ...opts.client,
  });
  const Bucket = opts.bucket;

  async function get(key: string, range?: string) {
    assertSafeKey(key);
    try {
      return await client.send(new GetObjectCommand({ Bucket, Key: key, Range: range }));
    } catch (err) {
      throw isNotFound(err) ? new StorageNotFoundError(key) : err;
    }
  }

  return {
    kind: 's3',
    client,
    async putFile(key, sourcePath, size) {
      assertSafeKey(key);
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: key,
          Body: createReadStream(sourcePath),
          ContentLength: size,
          ContentType: key.endsWith('.flac') ? 'audio/flac' : 'audio/wav',
        }),
      );
      await fs.rm(sourcePath, { force: true });
    },
    async stat(key) {
      assertSafeKey(key);
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return { size: head.ContentLength ?? 0 };
      } catch (err) {
        if (isNotFound(err)) return null;
        throw err;
      }
    },
    async read(key, range) {
      const res = await get(key, range ? `bytes=${range.start}-${range.end}` : undefined);
      return res.Body as Readable;
    },
    async readAll(key) {
      const res = await get(key);
      if (!res.Body) throw new StorageNotFoundError(key);
      return res.Body.transformToByteArray();
    },
    localPath: () => null,
    async delete(key) {
      assertSafeKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async *list(prefix) {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken }),
        );
        for (const o of page.Contents ?? []) {
          if (o.Key) yield { key: o.Key, size: o.Size ?? 0, lastModified: o.LastModified ?? new Date(0) };
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
  };
}
