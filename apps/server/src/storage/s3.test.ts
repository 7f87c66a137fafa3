// The S3 driver against a tiny in-process server that speaks just enough S3 (path-style PutObject,
// GetObject with Range, HeadObject, DeleteObject, ListObjectsV2): checks the requests the driver shapes
// and that the same Storage contract holds as on local disk. Loopback only, no AWS.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3Storage } from './s3.js';
import { StorageNotFoundError } from './types.js';

interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
}

function fakeS3(objects: Map<string, Buffer>, seen: Seen[]): Server {
  return createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    seen.push({ method: req.method!, url: req.url!, headers: req.headers });
    const url = new URL(req.url!, 'http://x');
    const [, bucket, ...rest] = url.pathname.split('/');
    const key = decodeURIComponent(rest.join('/'));
    if (bucket !== 'audio-bucket')
      return res
        .writeHead(404, { 'content-type': 'application/xml' })
        .end('<Error><Code>NoSuchBucket</Code></Error>');
    if (req.method === 'GET' && !key && url.searchParams.get('list-type') === '2') {
      const prefix = url.searchParams.get('prefix') ?? '';
      const items = [...objects]
        .filter(([k]) => k.startsWith(prefix))
        .map(
          ([k, v]) =>
            `<Contents><Key>${k}</Key><Size>${v.length}</Size><LastModified>2024-01-01T00:00:00.000Z</LastModified></Contents>`,
        )
        .join('');
      return res
        .writeHead(200, { 'content-type': 'application/xml' })
        .end(
          `<?xml version="1.0"?><ListBucketResult><Name>audio-bucket</Name><IsTruncated>false</IsTruncated>${items}</ListBucketResult>`,
        );
    }
    if (req.method === 'PUT') {
      objects.set(key, Buffer.concat(chunks));
      return res.writeHead(200, { etag: '"e"' }).end();
    }
    if (req.method === 'DELETE') {
      objects.delete(key);
      return res.writeHead(204).end();
    }
    const body = objects.get(key);
    if (!body) {
      return res
        .writeHead(404, { 'content-type': 'application/xml' })
        .end(
          req.method === 'HEAD' ? undefined : '<Error><Code>NoSuchKey</Code><Message>none</Message></Error>',
        );
    }
    const range = /^bytes=(\d+)-(\d+)$/.exec(req.headers.range ?? '');
    const part = range ? body.subarray(Number(range[1]), Number(range[2]) + 1) : body;
    res.writeHead(range ? 206 : 200, { 'content-length': part.length, 'content-type': 'audio/wav' });
    res.end(req.method === 'HEAD' ? undefined : part);
  });
}

describe('S3 storage driver', () => {
  const objects = new Map<string, Buffer>();
  const seen: Seen[] = [];
  let server: Server;
  let storage: ReturnType<typeof createS3Storage>;
  let dir: string;

  beforeAll(async () => {
    server = fakeS3(objects, seen);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    storage = createS3Storage({
      bucket: 'audio-bucket',
      region: 'ap-south-1',
      endpoint: `http://127.0.0.1:${port}`,
      forcePathStyle: true,
      client: { credentials: { accessKeyId: 'test', secretAccessKey: 'test' } },
    });
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 's3-driver-'));
  });
  afterAll(async () => {
    storage.client.destroy();
    await new Promise((resolve) => server.close(resolve));
    await fs.rm(dir, { recursive: true, force: true });
  });

  it('uploads a staged file with its length and type, signed, then removes the staging file', async () => {
    const staged = path.join(dir, 'a.part');
    await fs.writeFile(staged, 'RIFF-and-some-bytes');
    await storage.putFile('recordings/ab/abc.wav', staged, 19);
    const put = seen.find((s) => s.method === 'PUT')!;
    expect(new URL(put.url, 'http://x').pathname).toBe('/audio-bucket/recordings/ab/abc.wav');
    expect(put.headers['content-length']).toBe('19');
    expect(put.headers['content-type']).toBe('audio/wav');
    expect(put.headers.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=test\//);
    expect(put.headers['content-encoding'] ?? '').not.toMatch(/aws-chunked/);
    expect(objects.get('recordings/ab/abc.wav')?.toString()).toBe('RIFF-and-some-bytes');
    await expect(fs.stat(staged)).rejects.toThrow();
  });

  it('reads whole objects and byte ranges, and reports sizes', async () => {
    expect(Buffer.from(await storage.readAll('recordings/ab/abc.wav')).toString()).toBe(
      'RIFF-and-some-bytes',
    );
    expect(await text(await storage.read('recordings/ab/abc.wav', { start: 5, end: 7 }))).toBe('and');
    expect(seen.at(-1)?.headers.range).toBe('bytes=5-7');
    expect(await storage.stat('recordings/ab/abc.wav')).toEqual({ size: 19 });
    expect(await storage.stat('recordings/ab/none.wav')).toBeNull();
  });

  it('turns a missing object into StorageNotFoundError', async () => {
    await expect(storage.readAll('recordings/zz/none.wav')).rejects.toBeInstanceOf(StorageNotFoundError);
    await expect(storage.read('recordings/zz/none.wav')).rejects.toBeInstanceOf(StorageNotFoundError);
  });

  it('lists by prefix and deletes', async () => {
    objects.set('other/x.wav', Buffer.from('x'));
    const listed = [];
    for await (const o of storage.list('recordings/')) listed.push(o);
    expect(listed).toEqual([
      { key: 'recordings/ab/abc.wav', size: 19, lastModified: new Date('2024-01-01T00:00:00Z') },
    ]);
    await storage.delete('recordings/ab/abc.wav');
    expect(objects.has('recordings/ab/abc.wav')).toBe(false);
  });

  it('refuses keys that could escape the bucket layout', async () => {
    await expect(storage.readAll('../secrets')).rejects.toThrow(/Unsafe storage key/);
  });
});
