import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bankItems } from './bank.js';
import { acceptTranscript, createLlmProvider } from './llm-provider.js';
import { createSeededRng } from './transcript.js';
import { createMemoryLastTranscriptStore, createPromptService } from './service.js';

// A real OpenAI-compatible endpoint on loopback: each test sets how it answers the next request.
type Reply = { status: number; body: unknown } | { hang: true };
let reply: Reply;
let requests: { url: string; headers: http.IncomingHttpHeaders; body: string }[] = [];
const server = http.createServer((req, res) => {
  let body = '';
  req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
  req.on('end', () => {
    requests.push({ url: req.url ?? '', headers: req.headers, body });
    if ('hang' in reply) return;
    res.writeHead(reply.status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(reply.body));
  });
});
let baseUrl = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  requests = [];
});

const completion = (content: string) => ({ choices: [{ message: { role: 'assistant', content } }] });
const HINDI_60_WORDS = Array.from({ length: 6 }, () => 'सुबह दवा खाने के बाद थोड़ा आराम करना अच्छा है।').join(' ');

describe('createLlmProvider', () => {
  // Generous for answers, short for the endpoint that never answers: the machine may be busy.
  const provider = (timeoutMs = 5_000) =>
    createLlmProvider({ baseUrl, apiKey: 'sk-test-key', model: 'tiny', timeoutMs });

  it('posts a chat completion with the bearer key and returns checked output', async () => {
    reply = { status: 200, body: completion(`  "${HINDI_60_WORDS}"\n`) };
    expect(await provider().generate('Hindi', 'healthcare')).toBe(HINDI_60_WORDS);
    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request?.url).toBe('/v1/chat/completions');
    expect(request?.headers.authorization).toBe('Bearer sk-test-key');
    const sent = JSON.parse(request?.body ?? '{}') as { model: string; messages: { content: string }[] };
    expect(sent.model).toBe('tiny');
    expect(sent.messages.at(-1)?.content).toMatch(/Hindi.*Devanagari/);
  });

  it('sends no Authorization header without a key', async () => {
    reply = { status: 200, body: completion(HINDI_60_WORDS) };
    await createLlmProvider({ baseUrl, model: 'tiny', timeoutMs: 5_000 }).generate('Hindi', 'education');
    expect(requests[0]?.headers.authorization).toBeUndefined();
  });

  it('returns null for output in the wrong script', async () => {
    const english = Array.from({ length: 10 }, () => 'Take your medicine after food.').join(' ');
    reply = { status: 200, body: completion(english) };
    expect(await provider().generate('Hindi', 'healthcare')).toBeNull();
  });

  it('returns null for output that is too short', async () => {
    reply = { status: 200, body: completion('सुबह दवा खाने के बाद आराम करें।') };
    expect(await provider().generate('Hindi', 'healthcare')).toBeNull();
  });

  it('returns null on an HTTP error', async () => {
    reply = { status: 500, body: { error: { message: 'overloaded' } } };
    expect(await provider().generate('Hindi', 'healthcare')).toBeNull();
  });

  it('returns null when the endpoint does not answer in time', async () => {
    reply = { hang: true };
    expect(await provider(200).generate('Hindi', 'healthcare')).toBeNull();
    expect(requests).toHaveLength(1);
  });

  it('returns null for a malformed body', async () => {
    reply = { status: 200, body: { choices: [] } };
    expect(await provider().generate('Hindi', 'healthcare')).toBeNull();
  });

  it('never logs the API key', async () => {
    const logged: unknown[] = [];
    const logger = {
      warn: (details: Record<string, unknown>, message: string) => logged.push(details, message),
    };
    reply = { status: 500, body: {} };
    await createLlmProvider(
      { baseUrl, apiKey: 'sk-secret-123', model: 'm', timeoutMs: 5_000 },
      logger,
    ).generate('Tamil', 'retail');
    reply = { hang: true };
    await createLlmProvider(
      { baseUrl, apiKey: 'sk-secret-123', model: 'm', timeoutMs: 200 },
      logger,
    ).generate('Tamil', 'retail');
    expect(logged.length).toBeGreaterThan(0);
    expect(JSON.stringify(logged)).not.toContain('sk-secret-123');
  });
});

describe('acceptTranscript', () => {
  it('rejects text that mentions an error, as the web would', () => {
    const text = Array.from({ length: 10 }, () => 'An error can happen when the network is slow.').join(' ');
    expect(acceptTranscript(text, 'English')).toBeNull();
  });

  it('rejects text longer than 120 words', () => {
    const text = Array.from({ length: 25 }, () => 'Please drink clean water daily.').join(' ');
    expect(acceptTranscript(text, 'English')).toBeNull();
  });

  it('collapses line breaks into single spaces', () => {
    const text = Array.from({ length: 10 }, () => 'Please drink clean water daily.').join('\n\n');
    expect(acceptTranscript(text, 'English')).toBe(text.replace(/\n\n/gu, ' '));
  });
});

describe('prompt service with an LLM endpoint', () => {
  const service = (timeoutMs = 5_000) =>
    createPromptService({
      llm: { baseUrl, apiKey: 'sk-test-key', model: 'tiny', timeoutMs },
      rng: createSeededRng(21),
      lastTranscriptStore: createMemoryLastTranscriptStore(),
    });
  const fromBank = (transcript: string) => {
    const items = bankItems('Hindi', 'healthcare');
    return items.filter((item) => transcript.includes(item)).join(' ').length === transcript.length;
  };

  it('uses good LLM output', async () => {
    reply = { status: 200, body: completion(HINDI_60_WORDS) };
    expect(await service().generate('u1', 'Hindi', 'healthcare')).toBe(HINDI_60_WORDS);
    expect(requests[0]?.headers.authorization).toBe('Bearer sk-test-key');
  });

  it.each<[string, () => Reply, number]>([
    [
      'wrong script',
      () => ({ status: 200, body: completion(HINDI_60_WORDS.replace(/दवा/gu, 'medicine')) }),
      5_000,
    ],
    ['too short', () => ({ status: 200, body: completion('सुबह दवा खाने के बाद आराम करें।') }), 5_000],
    ['HTTP 500', () => ({ status: 500, body: { error: 'boom' } }), 5_000],
    ['timeout', () => ({ hang: true }), 200],
  ])('falls back to the bank on %s', async (_case, answer, timeoutMs) => {
    reply = answer();
    const transcript = await service(timeoutMs).generate('u1', 'Hindi', 'healthcare');
    expect(requests).toHaveLength(1);
    expect(transcript).not.toBe(HINDI_60_WORDS);
    expect(fromBank(transcript)).toBe(true);
  });

  it('falls back to the bank when the LLM repeats the previous transcript', async () => {
    reply = { status: 200, body: completion(HINDI_60_WORDS) };
    const prompts = service();
    expect(await prompts.generate('u2', 'Hindi', 'healthcare')).toBe(HINDI_60_WORDS);
    const second = await prompts.generate('u2', 'Hindi', 'healthcare');
    expect(second).not.toBe(HINDI_60_WORDS);
    expect(fromBank(second)).toBe(true);
  });
});
