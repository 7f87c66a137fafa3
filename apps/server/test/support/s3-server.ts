// An S3-compatible server for tests, in this process and over loopback: s3rver (objects kept in a temporary
// folder), behind a small front that adds the two multipart calls s3rver lacks and @tus/s3-store needs,
// ListParts and AbortMultipartUpload, answered as S3 answers them (NoSuchUpload once an upload is completed
// or aborted). Every other request, multipart creation, parts and completion included, is s3rver's own.
// Why this and not a mock of the SDK: docs/decisions/0024.
import fs from 'node:fs/promises';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import S3rver from '@20minutes/s3rver';

/**
 * For the SDK, from the environment as in production: s3rver's fixed credentials, and checksums only where
 * S3 requires them (s3rver does not read the checksum trailers the SDK otherwise adds to uploads).
 */
export const S3RVER_ENV = {
  AWS_ACCESS_KEY_ID: 'S3RVER',
  AWS_SECRET_ACCESS_KEY: 'S3RVER',
  AWS_REQUEST_CHECKSUM_CALCULATION: 'WHEN_REQUIRED',
  AWS_RESPONSE_CHECKSUM_VALIDATION: 'WHEN_REQUIRED',
};

/** The app's environment for storage in `bucket` of `s3` (the SDK's credentials go in process.env: S3RVER_ENV). */
export const s3StorageEnv = (s3: TestS3, bucket: string) => ({
  STORAGE: 's3',
  S3_BUCKET: bucket,
  S3_ENDPOINT: s3.endpoint,
  S3_REGION: 'us-east-1',
});

interface Part {
  number: number;
  etag: string;
  size: number;
}

export interface TestS3 {
  endpoint: string;
  /** Keys of the objects in `bucket`. */
  keys(bucket: string): Promise<string[]>;
  /**
   * While on, refuses every CompleteMultipartUpload with a 500 (the SDK retries one), as if the process
   * completing an upload had died right after writing its last part: the parts stay, the upload stays open.
   */
  refuseCompletions(refuse: boolean): void;
  close(): Promise<void>;
}

const xml = (res: ServerResponse, status: number, body: string) =>
  res
    .writeHead(status, { 'content-type': 'application/xml' })
    .end(`<?xml version="1.0" encoding="UTF-8"?>${body}`);

const noSuchUpload = (res: ServerResponse) =>
  xml(
    res,
    404,
    '<Error><Code>NoSuchUpload</Code><Message>The specified upload does not exist.</Message></Error>',
  );

export async function startTestS3(buckets: string[]): Promise<TestS3> {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), 'dhvani-s3-'));
  const s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    // s3rver signs some queries differently from the SDK (an encoded '/' in ListObjectsV2's prefix); what is
    // tested here is storage, not AWS's request signing.
    allowMismatchedSignatures: true,
    directory,
    configureBuckets: buckets.map((name) => ({ name, configs: [] })),
  });
  const backend = (await s3.run()) as AddressInfo;
  /** Multipart uploads in progress, by upload id: their parts as s3rver stored them. */
  const uploads = new Map<string, Part[]>();
  let refuseCompletion = false;

  function forward(
    req: IncomingMessage,
    res: ServerResponse,
    body: Buffer,
    seen?: (status: number, headers: http.IncomingHttpHeaders, reply: Buffer) => void,
  ) {
    const out = http.request(
      { host: '127.0.0.1', port: backend.port, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (c: Buffer) => chunks.push(c));
        answer.on('end', () => {
          const reply = Buffer.concat(chunks);
          seen?.(answer.statusCode ?? 500, answer.headers, reply);
          res.writeHead(answer.statusCode ?? 500, answer.headers).end(reply);
        });
      },
    );
    out.on('error', (err) => res.writeHead(502).end(String(err)));
    out.end(body);
  }

  const front = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const body = Buffer.concat(chunks);
    const url = new URL(req.url ?? '/', 'http://s3');
    const uploadId = url.searchParams.get('uploadId');
    if (req.method === 'POST' && url.searchParams.has('uploads'))
      return forward(req, res, body, (status, _h, reply) => {
        const id = /<UploadId>([^<]+)<\/UploadId>/.exec(reply.toString())?.[1];
        if (status === 200 && id) uploads.set(id, []);
      });
    if (!uploadId) return forward(req, res, body);
    const parts = uploads.get(uploadId);
    if (req.method === 'PUT') {
      const number = Number(url.searchParams.get('partNumber'));
      return forward(req, res, body, (status, headers) => {
        if (status !== 200 || !parts) return;
        const others = parts.filter((p) => p.number !== number);
        uploads.set(uploadId, [...others, { number, etag: String(headers.etag), size: body.length }]);
      });
    }
    if (!parts) return noSuchUpload(res);
    if (req.method === 'GET') {
      const listed = [...parts]
        .sort((a, b) => a.number - b.number)
        .map(
          (p) =>
            `<Part><PartNumber>${p.number}</PartNumber><ETag>${p.etag}</ETag><Size>${p.size}</Size></Part>`,
        )
        .join('');
      return xml(
        res,
        200,
        `<ListPartsResult><UploadId>${uploadId}</UploadId><IsTruncated>false</IsTruncated>${listed}</ListPartsResult>`,
      );
    }
    if (req.method === 'DELETE') {
      uploads.delete(uploadId);
      return res.writeHead(204).end();
    }
    // CompleteMultipartUpload: s3rver's, after which the upload no longer exists.
    if (refuseCompletion)
      return xml(
        res,
        500,
        '<Error><Code>InternalError</Code><Message>Test: not completed.</Message></Error>',
      );
    return forward(req, res, body, (status) => {
      if (status === 200) uploads.delete(uploadId);
    });
  });
  await new Promise<void>((resolve) => front.listen(0, '127.0.0.1', resolve));

  return {
    endpoint: `http://127.0.0.1:${(front.address() as AddressInfo).port}`,
    async keys(bucket) {
      // s3rver keeps an object as a file named after its key plus this suffix.
      const suffix = '._S3rver_object';
      const found: string[] = [];
      const walk = async (dir: string, prefix: string): Promise<void> => {
        for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
          if (entry.isDirectory()) await walk(path.join(dir, entry.name), `${prefix}${entry.name}/`);
          else if (entry.name.endsWith(suffix)) found.push(`${prefix}${entry.name.slice(0, -suffix.length)}`);
        }
      };
      await walk(path.join(directory, bucket), '');
      return found.sort();
    },
    refuseCompletions(refuse) {
      refuseCompletion = refuse;
    },
    async close() {
      await new Promise((resolve) => front.close(resolve));
      await s3.close();
      await fs.rm(directory, { recursive: true, force: true });
    },
  };
}
