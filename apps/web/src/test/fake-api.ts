import { AxiosError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { api } from '@/lib/api';
import { checkReply } from './contract-replies';

export interface FakeReply {
  status: number;
  data?: unknown;
  /** A list's paging, sent beside `data` as the server does. */
  meta?: unknown;
  message?: string;
  /** An error's machine-readable code and the values its message was built from (DESIGN §2). */
  code?: string;
  params?: Record<string, string | number>;
  /** Response headers, e.g. { 'retry-after': '3' } beside a 202. */
  headers?: Record<string, string>;
  /** Why this reply is deliberately one the contract forbids (a broken or older server); skips the check. */
  breaksContract?: string;
}

type Handler = (body: Record<string, unknown>, config: InternalAxiosRequestConfig) => FakeReply;

export interface FakeApi {
  /** "METHOD /path" of every request, in order. */
  calls: string[];
  /** Parsed JSON bodies, by "METHOD /path" (the last one sent). */
  bodies: Map<string, Record<string, unknown>>;
  /** Puts the real transport back; throws if a reply did not match the contract (call it in afterEach). */
  restore: () => void;
}

/**
 * Replaces the API client's transport with the handlers given ("POST /users/login" → reply), answering
 * in the server's envelope (DESIGN §2). A request without a handler fails the test loudly with a 501, and
 * so does a reply the contract says the server cannot send on that route (contract-replies.ts).
 */
export function fakeApi(handlers: Record<string, Handler | FakeReply>): FakeApi {
  const original = api.defaults.adapter;
  const calls: string[] = [];
  const bodies = new Map<string, Record<string, unknown>>();
  let drift: Error | undefined;
  const adapter: AxiosAdapter = async (config) => {
    const key = `${config.method?.toUpperCase()} ${config.url}`;
    calls.push(key);
    const body = typeof config.data === 'string' ? (JSON.parse(config.data) as Record<string, unknown>) : {};
    bodies.set(key, body);
    const handler = handlers[key];
    const reply = typeof handler === 'function' ? handler(body, config) : (handler ?? { status: 501 });
    const ok = reply.status < 400;
    const envelope = ok
      ? {
          statusCode: reply.status,
          data: reply.data ?? null,
          ...(reply.meta === undefined ? {} : { meta: reply.meta }),
          message: reply.message ?? 'ok',
          success: true,
        }
      : {
          statusCode: reply.status,
          message: reply.message ?? '',
          success: false,
          ...(reply.code === undefined ? {} : { code: reply.code }),
          ...(reply.params === undefined ? {} : { params: reply.params }),
        };
    if (reply.status !== 501 && !reply.breaksContract) {
      try {
        checkReply(config.method?.toUpperCase() ?? 'GET', config.url ?? '', reply.status, envelope);
      } catch (error) {
        // The page under test may catch the failed request and carry on: restore() raises it again.
        drift ??= error as Error;
        throw error;
      }
    }
    const response = {
      data: envelope,
      status: reply.status,
      statusText: '',
      headers: reply.headers ?? {},
      config,
    };
    if (ok) return response;
    throw new AxiosError(`status ${reply.status}`, undefined, config, undefined, response);
  };
  api.defaults.adapter = adapter;
  const restore = () => {
    api.defaults.adapter = original;
    if (drift) throw drift;
  };
  return { calls, bodies, restore };
}
