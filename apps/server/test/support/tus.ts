// A minimal tus 1.0 client over app.inject, for the resumable upload tests: each call is one protocol
// request, so tests control offsets, chunk boundaries and the deferred length themselves.
import http from 'node:http';
import type { FastifyInstance } from 'fastify';
import { bearer } from './accounts.js';

const TUS = { 'tus-resumable': '1.0.0' };
const URL = '/api/v1/uploads';

export function tusClient(app: FastifyInstance, token: string | null) {
  const auth = token ? bearer(token) : {};
  return {
    create: (headers: Record<string, string> = { 'upload-defer-length': '1' }) =>
      app.inject({ method: 'POST', url: URL, headers: { ...TUS, ...auth, ...headers } }),
    patch: (id: string, offset: number, body: Buffer, headers: Record<string, string> = {}) =>
      app.inject({
        method: 'PATCH',
        url: `${URL}/${id}`,
        headers: {
          ...TUS,
          ...auth,
          'upload-offset': String(offset),
          'content-type': 'application/offset+octet-stream',
          ...headers,
        },
        payload: body,
      }),
    head: (id: string) => app.inject({ method: 'HEAD', url: `${URL}/${id}`, headers: { ...TUS, ...auth } }),
    remove: (id: string) =>
      app.inject({ method: 'DELETE', url: `${URL}/${id}`, headers: { ...TUS, ...auth } }),
    /** `query` e.g. '?evaluate=true'. */
    commit: (id: string, body: object, headers: Record<string, string> = {}, query = '') =>
      app.inject({
        method: 'POST',
        url: `${URL}/${id}/commit${query}`,
        headers: { ...auth, ...headers },
        payload: body,
      }),
    /** Creates an upload with a deferred length and sends `bytes` in chunks; the last chunk declares the length. */
    async send(bytes: Buffer, chunk = 64 * 1024): Promise<string> {
      const created = await this.create();
      if (created.statusCode !== 201)
        throw new Error(`create answered ${created.statusCode}: ${created.body}`);
      const id = String(created.headers.location).split('/').pop()!;
      for (let at = 0; at < bytes.length; at += chunk) {
        const last = at + chunk >= bytes.length;
        const res = await this.patch(
          id,
          at,
          bytes.subarray(at, at + chunk),
          last ? { 'upload-length': String(bytes.length) } : {},
        );
        if (res.statusCode !== 204) throw new Error(`PATCH answered ${res.statusCode}: ${res.body}`);
      }
      return id;
    },
  };
}

/**
 * A PATCH over a real connection to `base` (e.g. http://127.0.0.1:port) whose connection is cut after
 * `sent` of its `body` bytes, as a phone losing its network does. Resolves once the connection is closed.
 */
export function cutPatch(
  base: string,
  token: string,
  id: string,
  offset: number,
  body: Buffer,
  sent: number,
): Promise<void> {
  return new Promise((resolve) => {
    const req = http.request(`${base}${URL}/${id}`, {
      method: 'PATCH',
      headers: {
        ...bearer(token),
        ...TUS,
        'upload-offset': String(offset),
        'content-type': 'application/offset+octet-stream',
        'content-length': String(body.length),
      },
    });
    req.on('error', () => resolve());
    req.on('close', () => resolve());
    req.write(body.subarray(0, sent), () => setImmediate(() => req.destroy()));
  });
}
