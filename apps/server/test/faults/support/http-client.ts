// Talking to a server process over real sockets: JSON calls through fetch, and uploads through node:http so
// that a test decides when each part of the body is sent (to kill or stop the server mid-upload).
import http from 'node:http';
import fs from 'node:fs/promises';
import path from 'node:path';
import { ADMIN } from './server-process.js';
import { STORAGE_ID_FILE } from '../../../src/modules/instances/identity.js';

export interface Answer {
  status: number;
  body: { statusCode?: number; message?: string; success?: boolean; data?: unknown } | null;
}

export async function call(base: string, method: string, url: string, token?: string, json?: unknown) {
  const res = await fetch(`${base}/api/v1${url}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(json === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  return { status: res.status, body: (await res.json().catch(() => null)) as Answer['body'] };
}

/** Signs the start-up admin in and gives consent, so it can upload. Returns the access token. */
export async function adminReadyToUpload(base: string): Promise<string> {
  const login = await call(base, 'POST', '/users/login', undefined, ADMIN);
  const token = (login.body?.data as { accessToken?: string } | undefined)?.accessToken;
  if (!token) throw new Error(`sign-in failed: ${JSON.stringify(login)}`);
  const consent = await call(base, 'POST', '/users/consents', token, {
    dataUsage: true,
    recording: true,
    terms: true,
  });
  if (consent.status !== 200) throw new Error(`consent failed: ${JSON.stringify(consent)}`);
  return token;
}

export interface PendingUpload {
  /** Sends the rest of the body. */
  finish(): void;
  /** The answer, or the socket error when the server went away. */
  result: Promise<Answer | { error: string }>;
}

/** Starts a POST /recordings/ and sends only the first `firstBytes` of the body. */
export function startUpload(
  base: string,
  token: string,
  body: { payload: Buffer; headers: Record<string, string> },
  firstBytes: number,
  idempotencyKey?: string,
): PendingUpload {
  const req = http.request(`${base}/api/v1/recordings/`, {
    method: 'POST',
    headers: {
      ...body.headers,
      'content-length': String(body.payload.length),
      authorization: `Bearer ${token}`,
      ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
    },
  });
  const result = new Promise<Answer | { error: string }>((resolve) => {
    req.once('error', (err) => resolve({ error: err.message }));
    req.once('response', (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (text += c));
      res.once('error', (err) => resolve({ error: err.message }));
      res.once('end', () => {
        let parsed: Answer['body'] = null;
        try {
          parsed = JSON.parse(text) as Answer['body'];
        } catch {
          // not JSON: the assertion on the body reports it
        }
        resolve({ status: res.statusCode ?? 0, body: parsed });
      });
    });
  });
  req.write(body.payload.subarray(0, firstBytes));
  return { finish: () => req.end(body.payload.subarray(firstBytes)), result };
}

/**
 * Files in a folder tree (e.g. DATA_DIR/audio or the upload staging folder), without the storage's identity
 * marker that every process writes once at start-up (issue 34): it is no recording.
 */
export async function filesUnder(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true, recursive: true }).catch(() => []);
  return entries
    .filter((e) => e.isFile() && e.name !== STORAGE_ID_FILE)
    .map((e) => path.join(e.parentPath, e.name));
}

export const stagingDir = (dataDir: string) => path.join(dataDir, 'tmp', 'uploads');
export const audioDir = (dataDir: string) => path.join(dataDir, 'audio');

/** Waits until `count` staged files have at least `minBytes` each: the uploads are really in progress. */
export async function waitForStaged(dataDir: string, count: number, minBytes: number, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const files = await filesUnder(stagingDir(dataDir));
    const sizes = await Promise.all(
      files.map((f) =>
        fs.stat(f).then(
          (s) => s.size,
          () => 0,
        ),
      ),
    );
    if (sizes.filter((s) => s >= minBytes).length >= count) return;
    if (Date.now() > deadline) throw new Error(`staging holds ${sizes.join(', ') || 'nothing'} bytes`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** GET /api/v1/health on a new connection: the status code, or the socket error's code. */
export function probeHealth(base: string): Promise<number | string> {
  return new Promise((resolve) => {
    const req = http.get(`${base}/api/v1/health`, { agent: false }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.once('error', (err: NodeJS.ErrnoException) => resolve(err.code ?? err.message));
  });
}

/** Polls until the server refuses new requests (closed port or 503); returns what it answered. */
export async function waitUntilRefusing(base: string, timeoutMs = 20_000): Promise<number | string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const answer = await probeHealth(base);
    if (answer !== 200 || Date.now() > deadline) return answer;
    await new Promise((r) => setTimeout(r, 50));
  }
}
