// A tus 1.0 server in memory, under tus-js-client as its transport (lib/unsent/tus-transport.ts), for unit
// tests of the resumable upload: creation with a deferred length, HEAD for the offset, PATCH checked against
// the offset (409) and a length declared only once (400, as @tus/server answers), DELETE. Faults are asked
// for by the test: a request answered with a status, or cut off after some of its body arrived.
import type { HttpRequest, HttpResponse, HttpStack } from 'tus-js-client';
import { concat } from '@dhvani/flac/bytes';
import { tusTransport } from '@/lib/unsent/tus-transport';

interface StoredUpload {
  offset: number;
  length: number | null;
  bytes: Uint8Array[];
}

/**
 * Instead of serving the next request of `method`: answer `status`; take only `cutAfterBytes` of its body and
 * cut the connection; or never answer (`hang`: a request that stalls).
 */
export type TusFault = ({ status: number } | { cutAfterBytes: number } | { hang: true }) & {
  /** Only a PATCH at this offset meets it. */
  atOffset?: number;
};

export interface FakeTus {
  /** "METHOD id" (and "@offset+bytes" for a PATCH) of every request, in order. */
  requests: string[];
  /** The bytes the server holds of upload `id`, and its declared length. */
  upload(id: string): { bytes: Uint8Array; length: number | null } | null;
  /** The next request of `method` meets `fault` (faults of one method are met in order). */
  fault(method: 'POST' | 'HEAD' | 'PATCH' | 'DELETE', fault: TusFault): void;
  /** Authorization headers the server saw, in order. */
  tokens: string[];
  /** An upload begun earlier (another visit): its bytes so far and its length if declared; returns its id. */
  seed(bytes: Uint8Array, length: number | null): string;
  /** Forgets all but the first `offset` bytes of upload `id` (they went to a process that died). */
  truncate(id: string, offset: number): void;
  restore(): void;
}

const response = (status: number, headers: Record<string, string> = {}): HttpResponse => {
  const lower = new Map(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
  return {
    getStatus: () => status,
    // As XMLHttpRequest answers: null for a header that is absent.
    getHeader: (name) => lower.get(name.toLowerCase()) ?? (null as unknown as undefined),
    getBody: () => '',
    getUnderlyingObject: () => null,
  };
};

/** jsdom's Blob has no arrayBuffer(): read it as a browser of its age would. */
function bytesOf(body: unknown): Promise<Uint8Array> {
  if (body === null || body === undefined) return Promise.resolve(new Uint8Array(0));
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(body as Blob);
  });
}

export function fakeTusServer(): FakeTus {
  const original = tusTransport.stack;
  const uploads = new Map<string, StoredUpload>();
  const faults = new Map<string, TusFault[]>();
  const requests: string[] = [];
  const tokens: string[] = [];
  let next = 0;

  async function serve(method: string, url: string, headers: Map<string, string>, body: unknown) {
    const id = url.split('/').pop()!;
    const auth = headers.get('authorization');
    if (auth) tokens.push(auth);
    const upload = uploads.get(id);
    const offset = Number(headers.get('upload-offset'));
    const waiting = faults.get(method) ?? [];
    const found = waiting.findIndex((f) => f.atOffset === undefined || f.atOffset === offset);
    const fault = found === -1 ? undefined : waiting.splice(found, 1)[0];
    if (method === 'POST') {
      requests.push('POST');
      if (fault && 'status' in fault) return response(fault.status);
      const created = `u${++next}`;
      const length = headers.get('upload-length');
      uploads.set(created, { offset: 0, length: length ? Number(length) : null, bytes: [] });
      return response(201, { Location: `${url}/${created}` });
    }
    if (method === 'HEAD') requests.push(`HEAD ${id}`);
    if (fault && 'status' in fault) return response(fault.status);
    if (fault && 'hang' in fault) {
      if (method === 'PATCH')
        requests.push(`PATCH ${id} @${headers.get('upload-offset')}+${(await bytesOf(body)).length}`);
      return new Promise<HttpResponse>(() => undefined);
    }
    if (!upload) return response(404);
    if (method === 'HEAD') {
      const length: Record<string, string> =
        upload.length === null ? { 'Upload-Defer-Length': '1' } : { 'Upload-Length': String(upload.length) };
      return response(200, { 'Upload-Offset': String(upload.offset), ...length });
    }
    if (method === 'DELETE') {
      requests.push(`DELETE ${id}`);
      uploads.delete(id);
      return response(204);
    }
    const bytes = await bytesOf(body);
    requests.push(`PATCH ${id} @${offset}+${bytes.length}`);
    if (offset !== upload.offset) return response(409);
    const declared = headers.get('upload-length');
    if (declared !== undefined) {
      if (upload.length !== null) return response(400);
      upload.length = Number(declared);
    }
    const kept = fault && 'cutAfterBytes' in fault ? bytes.subarray(0, fault.cutAfterBytes) : bytes;
    upload.bytes.push(kept);
    upload.offset += kept.length;
    if (kept !== bytes) throw new Error('connection reset');
    return response(204, { 'Upload-Offset': String(upload.offset) });
  }

  class FakeRequest implements HttpRequest {
    private readonly headers = new Map<string, string>();
    constructor(
      private readonly method: string,
      private readonly url: string,
    ) {}
    getMethod = () => this.method;
    getURL = () => this.url;
    setHeader = (name: string, value: string) => void this.headers.set(name.toLowerCase(), value);
    getHeader = (name: string) => this.headers.get(name.toLowerCase());
    setProgressHandler = () => undefined;
    send = (body: unknown) => serve(this.method, this.url, this.headers, body);
    abort = async () => undefined;
    getUnderlyingObject = () => null;
  }

  tusTransport.stack = {
    getName: () => 'fake tus server',
    createRequest: (method, url) => new FakeRequest(method, url),
  } satisfies HttpStack;

  return {
    requests,
    tokens,
    upload(id) {
      const upload = uploads.get(id);
      return upload ? { bytes: concat(upload.bytes), length: upload.length } : null;
    },
    seed(bytes, length) {
      const id = `u${++next}`;
      uploads.set(id, { offset: bytes.length, length, bytes: [bytes] });
      return id;
    },
    truncate(id, offset) {
      const upload = uploads.get(id);
      if (!upload) return;
      upload.bytes = [concat(upload.bytes).subarray(0, offset)];
      upload.offset = offset;
    },
    fault(method, fault) {
      faults.set(method, [...(faults.get(method) ?? []), fault]);
    },
    restore() {
      tusTransport.stack = original;
    },
  };
}
