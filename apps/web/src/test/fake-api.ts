import { AxiosError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { api } from '@/lib/api';

export interface FakeReply {
  status: number;
  data?: unknown;
  /** A list's paging, sent beside `data` as the server does. */
  meta?: unknown;
  message?: string;
}

type Handler = (body: Record<string, unknown>, config: InternalAxiosRequestConfig) => FakeReply;

export interface FakeApi {
  /** "METHOD /path" of every request, in order. */
  calls: string[];
  /** Parsed JSON bodies, by "METHOD /path" (the last one sent). */
  bodies: Map<string, Record<string, unknown>>;
  restore: () => void;
}

/**
 * Replaces the API client's transport with the handlers given ("POST /users/login" → reply), answering
 * in the server's envelope (DESIGN §2). A request without a handler fails the test loudly with a 501.
 */
export function fakeApi(handlers: Record<string, Handler | FakeReply>): FakeApi {
  const original = api.defaults.adapter;
  const calls: string[] = [];
  const bodies = new Map<string, Record<string, unknown>>();
  const adapter: AxiosAdapter = async (config) => {
    const key = `${config.method?.toUpperCase()} ${config.url}`;
    calls.push(key);
    const body = typeof config.data === 'string' ? (JSON.parse(config.data) as Record<string, unknown>) : {};
    bodies.set(key, body);
    const handler = handlers[key];
    const reply = typeof handler === 'function' ? handler(body, config) : (handler ?? { status: 501 });
    const ok = reply.status < 400;
    const response = {
      data: ok
        ? {
            statusCode: reply.status,
            data: reply.data ?? null,
            ...(reply.meta === undefined ? {} : { meta: reply.meta }),
            message: reply.message ?? 'ok',
            success: true,
          }
        : { statusCode: reply.status, message: reply.message ?? '', success: false },
      status: reply.status,
      statusText: '',
      headers: {},
      config,
    };
    if (ok) return response;
    throw new AxiosError(`status ${reply.status}`, undefined, config, undefined, response);
  };
  api.defaults.adapter = adapter;
  return { calls, bodies, restore: () => void (api.defaults.adapter = original) };
}
