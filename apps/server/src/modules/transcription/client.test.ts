// The recogniser's protocol over real HTTP (decision 0049): a loopback server checks the multipart fields and
// answers a text, an HTTP 500, a 400, no answer, or a reply that is not JSON.
import { afterEach, describe, expect, it } from 'vitest';
import {
  heard,
  startTranscriberServer,
  type Answer,
  type TranscriberServer,
} from '../../../test/support/transcriber-server.js';
import { transcribe, TranscriberError, type TranscriberSettings } from './client.js';

let server: TranscriberServer | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

async function endpoint(answer: Answer, overrides: Partial<TranscriberSettings> = {}) {
  server = await startTranscriberServer(() => answer);
  return { baseUrl: server.baseUrl, model: 'whisper-hi', apiKey: 'sk-test', timeoutMs: 5000, ...overrides };
}

const clip = { bytes: new Uint8Array([82, 73, 70, 70, 1, 2, 3]), format: 'wav' as const, language: 'hi' };

describe('the /audio/transcriptions call', () => {
  it('posts the clip, model, language and response_format as multipart, with the key, and returns the text', async () => {
    const settings = await endpoint(heard('मेरा नाम राम है'));
    expect(await transcribe({ ...settings, baseUrl: `${settings.baseUrl}/` }, clip)).toBe('मेरा नाम राम है');
    const [request] = server!.requests;
    expect(request).toMatchObject({
      method: 'POST',
      path: '/v1/audio/transcriptions',
      authorization: 'Bearer sk-test',
      fields: { model: 'whisper-hi', language: 'hi', response_format: 'json' },
      file: { name: 'clip.wav', type: 'audio/wav' },
    });
    expect([...request!.file!.bytes]).toEqual([...clip.bytes]);
  });

  it('sends no Authorization header without a key', async () => {
    const settings = await endpoint(heard('x'), { apiKey: '' });
    await transcribe(settings, clip);
    expect(server!.requests[0]!.authorization).toBeUndefined();
  });

  it.each([
    ['an HTTP 500', { status: 500, body: 'model crashed' }, /HTTP 500: model crashed/, true],
    ['a 429', { status: 429, body: 'slow down' }, /HTTP 429/, true],
    ['a 400 (the same request fails again)', { status: 400, body: 'bad file' }, /HTTP 400: bad file/, false],
    ['a reply that is not JSON', { status: 200, body: '<html>proxy error</html>' }, /not JSON/, true],
    ['JSON without a text', { status: 200, body: '{"error":"none"}' }, /no "text"/, true],
  ] as const)('fails clearly on %s', async (_what, answer, message, retryable) => {
    const settings = await endpoint(answer);
    const err = await transcribe(settings, clip).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(TranscriberError);
    expect((err as TranscriberError).message).toMatch(message);
    expect((err as TranscriberError).retryable).toBe(retryable);
  });

  it('gives up after its timeout when the endpoint never answers', async () => {
    const settings = await endpoint('no answer', { timeoutMs: 300 });
    const err = await transcribe(settings, clip).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(TranscriberError);
    expect((err as TranscriberError).message).toBe('no answer within 300 ms');
    expect((err as TranscriberError).retryable).toBe(true);
  });

  it('says so when nothing listens there', async () => {
    const settings = await endpoint(heard('x'));
    await server!.close();
    server = null;
    const err = await transcribe(settings, clip).catch((e: unknown) => e);
    expect((err as TranscriberError).message).toMatch(/^could not reach it: /);
  });
});
