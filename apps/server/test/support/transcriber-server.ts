// A speech recogniser on loopback that speaks the OpenAI /audio/transcriptions protocol, for tests of the
// optional CER (decision 0049): real HTTP, the multipart body parsed as a server would, and each request
// answered as the test says (a text, an HTTP error, a reply that is not JSON, or no answer at all).
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface HeardRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  fields: Record<string, string>;
  file: { name: string; type: string; bytes: Buffer } | null;
}

export type Answer = { status: number; body: string } | 'no answer';

export interface TranscriberServer {
  /** The base URL to configure (TRANSCRIBER_URL). */
  baseUrl: string;
  requests: HeardRequest[];
  close(): Promise<void>;
}

/** `{ text }` as the endpoint answers it. */
export const heard = (text: string): Answer => ({ status: 200, body: JSON.stringify({ text }) });

export async function startTranscriberServer(
  answer: (request: HeardRequest) => Answer,
): Promise<TranscriberServer> {
  const requests: HeardRequest[] = [];
  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const form = await new Response(Buffer.concat(chunks), {
      headers: { 'content-type': req.headers['content-type'] ?? '' },
    })
      .formData()
      .catch(() => null);
    const fields: Record<string, string> = {};
    let file: HeardRequest['file'] = null;
    for (const [name, value] of form?.entries() ?? []) {
      if (typeof value === 'string') fields[name] = value;
      else file = { name: value.name, type: value.type, bytes: Buffer.from(await value.arrayBuffer()) };
    }
    const request = {
      method: req.method ?? '',
      path: req.url ?? '',
      authorization: req.headers.authorization,
      fields,
      file,
    };
    requests.push(request);
    const reply = answer(request);
    if (reply === 'no answer') return; // held open until the client gives up
    res.writeHead(reply.status, { 'content-type': 'application/json' }).end(reply.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
