// Keep-alive after an early answer (issue 17 §4): an upload refused on its first bytes must not leave its
// connection stuck. A body the server can afford to receive is read and discarded, and the client's next
// request on the same connection is answered; a bigger or unsized one gets `Connection: close`.
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECORDING_MESSAGES } from '@dhvani/contract/recordings';
import { MAX_DRAIN_BYTES } from '../src/plugins/unread-body.js';
import { registerUser } from './support/accounts.js';
import { connect } from './support/raw-http.js';
import { giveConsent, multipart, uploadParts } from './support/recordings.js';
import { createTestApp, type TestApp } from './support/test-app.js';

describe('a connection after an upload refused before its body was read', () => {
  let t: TestApp;
  let port: number;
  let token: string;
  // 4 MB that are not a WAV file: refused (415) as soon as the first bytes of the file part arrive.
  const notWav = Buffer.alloc(4_000_000, 7);
  notWav.write('ID3', 0);
  const upload = multipart(uploadParts({ wav: notWav }));

  beforeAll(async () => {
    t = await createTestApp();
    const user = await registerUser(t.app);
    token = user.accessToken;
    await giveConsent(t.app, token);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(() => t.close());

  const head = (framing: string) =>
    'POST /api/v1/recordings/ HTTP/1.1\r\nHost: localhost\r\n' +
    `Authorization: Bearer ${token}\r\nContent-Type: ${upload.headers['content-type']}\r\n${framing}\r\n\r\n`;
  const health = 'GET /api/v1/health HTTP/1.1\r\nHost: localhost\r\n\r\n';

  it('reads the rest of the body and answers the next request on the same connection', async () => {
    expect(upload.payload.length).toBeLessThanOrEqual(MAX_DRAIN_BYTES);
    const connection = await connect(port);
    try {
      connection.write(head(`Content-Length: ${upload.payload.length}`));
      connection.write(upload.payload.subarray(0, 64 * 1024));
      const refused = await connection.nextResponse();
      expect(refused.status).toBe(415);
      expect(JSON.parse(refused.body)).toMatchObject({ message: RECORDING_MESSAGES.notAudio });
      expect(refused.headers.connection).toBe('keep-alive');

      // The client, like a browser mid-upload, sends the rest of its body and then its next request.
      connection.write(upload.payload.subarray(64 * 1024));
      connection.write(health);
      const next = await connection.nextResponse();
      expect(next.status).toBe(200);
      expect(JSON.parse(next.body)).toMatchObject({ success: true, data: { status: 'ok' } });
    } finally {
      connection.destroy();
    }
  });

  it('says Connection: close when the body has no declared size, and closes the connection', async () => {
    const connection = await connect(port);
    try {
      connection.write(head('Transfer-Encoding: chunked'));
      const first = upload.payload.subarray(0, 64 * 1024);
      connection.write(`${first.length.toString(16)}\r\n`);
      connection.write(first);
      connection.write('\r\n');
      const refused = await connection.nextResponse();
      expect(refused.status).toBe(415);
      expect(refused.headers.connection).toBe('close');
      await connection.closedByServer;
    } finally {
      connection.destroy();
    }

    const fresh = await connect(port);
    try {
      fresh.write(health);
      expect((await fresh.nextResponse()).status).toBe(200);
    } finally {
      fresh.destroy();
    }
  });
});
