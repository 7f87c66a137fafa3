import { AxiosError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { anonymous, api, apiErrorMessage, setUnauthorizedHandler } from './api';
import { registerNavigator } from './app-navigation';
import { anAuthResult } from '@/test/contract-fixtures';
import { checkReply } from '@/test/contract-replies';

const seen: InternalAxiosRequestConfig[] = [];
let replyStatus = 200;
let replyBody: unknown = { statusCode: 200, data: {}, message: 'ok', success: true };

// A fake transport: records each request and answers with replyStatus/replyBody, like the server would.
const fakeAdapter: AxiosAdapter = async (config) => {
  seen.push(config);
  const response = { data: replyBody, status: replyStatus, statusText: '', headers: {}, config };
  if (config.validateStatus?.(replyStatus) ?? true) return response;
  throw new AxiosError('Request failed', undefined, config, undefined, response);
};

const originalAdapter = api.defaults.adapter;
beforeEach(() => {
  api.defaults.adapter = fakeAdapter;
  seen.length = 0;
  replyStatus = 200;
  replyBody = { statusCode: 200, data: {}, message: 'ok', success: true };
});
afterEach(() => {
  api.defaults.adapter = originalAdapter;
  registerNavigator(null);
  setUnauthorizedHandler(null);
  vi.restoreAllMocks();
});

describe('api', () => {
  it('talks to /api/v1 with a 120 s timeout', () => {
    expect(api.defaults.baseURL).toBe('/api/v1');
    expect(api.defaults.timeout).toBe(120000);
  });

  it('sends no Authorization header when signed out', async () => {
    await api.get('/health');
    expect(seen[0]?.headers.get('Authorization')).toBeUndefined();
  });

  it('sends the stored access token as a bearer token', async () => {
    localStorage.setItem('accessToken', 'abc.def');
    await api.get('/users/current');
    expect(seen[0]?.headers.get('Authorization')).toBe('Bearer abc.def');
  });

  it('on 401 clears the session and goes to sign-in, then still rejects', async () => {
    localStorage.setItem('accessToken', 'expired');
    localStorage.setItem('refreshToken', 'r');
    localStorage.setItem('user', '{"name":"Asha"}');
    const navigate = vi.fn();
    registerNavigator(navigate);
    replyStatus = 401;
    replyBody = { statusCode: 401, message: 'Session expired', success: false };

    await expect(api.get('/users/current')).rejects.toMatchObject({ response: { status: 401 } });
    expect([localStorage.getItem('accessToken'), localStorage.getItem('refreshToken')]).toEqual([null, null]);
    expect(localStorage.getItem('user')).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/auth/signin', { replace: true });
  });

  it('lets a replacement 401 handler recover the call', async () => {
    replyStatus = 401;
    setUnauthorizedHandler(async (error) => ({ ...error.response!, status: 200, data: 'retried' }));
    const response = await api.get('/users/current');
    expect(response.data).toBe('retried');
  });

  it('logs an unexpected failure, but not an answer the caller expects (issue 24)', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    replyStatus = 404;
    replyBody = { statusCode: 404, message: 'No such user.', success: false };
    await expect(
      api.post('/users/check-user-existence', {}, { expectedStatuses: [404] }),
    ).rejects.toMatchObject({
      response: { status: 404 },
    });
    expect(log).not.toHaveBeenCalled();
    replyStatus = 500;
    await expect(
      api.post('/users/check-user-existence', {}, { expectedStatuses: [404] }),
    ).rejects.toBeTruthy();
    expect(log).toHaveBeenCalledTimes(1);
  });

  it('re-raises other errors without touching the session', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    localStorage.setItem('accessToken', 'kept');
    replyStatus = 500;
    await expect(api.get('/users/recordings')).rejects.toBeTruthy();
    expect(localStorage.getItem('accessToken')).toBe('kept');
  });
});

// A server whose access tokens are "valid-N": anything else gets a 401; the refresh route hands out the next pair.
function sessionServer(options: { refreshWorks: boolean }) {
  let issued = 0;
  const refreshCalls: string[] = [];
  const adapter: AxiosAdapter = async (config) => {
    seen.push(config);
    const reply = (status: number, data: unknown) => {
      const response = { data, status, statusText: '', headers: {}, config };
      if (status < 400) return response;
      throw new AxiosError('Request failed', undefined, config, undefined, response);
    };
    if (config.url === '/users/refresh-token') {
      const body = JSON.parse(String(config.data)) as { refreshToken: string };
      refreshCalls.push(body.refreshToken);
      await new Promise((r) => setTimeout(r, 5));
      if (!options.refreshWorks) return reply(401, { statusCode: 401, message: 'expired', success: false });
      issued += 1;
      const tokens = { accessToken: `valid-${issued}`, refreshToken: `refresh-${issued}` };
      const envelope = { statusCode: 200, data: anAuthResult({}, tokens), message: 'ok', success: true };
      checkReply('POST', '/users/refresh-token', 200, envelope);
      return reply(200, envelope);
    }
    const auth = config.headers.get('Authorization');
    if (typeof auth === 'string' && auth.startsWith('Bearer valid-')) return reply(200, { data: config.url });
    return reply(401, { statusCode: 401, message: 'Session expired', success: false });
  };
  api.defaults.adapter = adapter;
  return { refreshCalls };
}

describe('api token refresh', () => {
  it('refreshes once on a 401 and retries the call with the new token', async () => {
    localStorage.setItem('accessToken', 'expired');
    localStorage.setItem('refreshToken', 'refresh-0');
    const { refreshCalls } = sessionServer({ refreshWorks: true });

    const response = await api.get('/users/current');

    expect(response.data).toEqual({ data: '/users/current' });
    expect(refreshCalls).toEqual(['refresh-0']);
    expect(localStorage.getItem('accessToken')).toBe('valid-1');
    expect(localStorage.getItem('refreshToken')).toBe('refresh-1');
    expect(seen.at(-1)?.headers.get('Authorization')).toBe('Bearer valid-1');
  });

  it('shares one refresh between concurrent 401s (single flight)', async () => {
    localStorage.setItem('accessToken', 'expired');
    localStorage.setItem('refreshToken', 'refresh-0');
    const { refreshCalls } = sessionServer({ refreshWorks: true });

    const answers = await Promise.all([
      api.get('/users/current'),
      api.get('/users/recordings'),
      api.get('/users/incentives'),
    ]);

    expect(answers.map((a) => a.data)).toEqual([
      { data: '/users/current' },
      { data: '/users/recordings' },
      { data: '/users/incentives' },
    ]);
    expect(refreshCalls).toEqual(['refresh-0']);
  });

  it('signs out and goes to sign-in when the refresh fails', async () => {
    localStorage.setItem('accessToken', 'expired');
    localStorage.setItem('refreshToken', 'refresh-0');
    const navigate = vi.fn();
    registerNavigator(navigate);
    const { refreshCalls } = sessionServer({ refreshWorks: false });

    await expect(api.get('/users/current')).rejects.toMatchObject({ response: { status: 401 } });
    expect(refreshCalls).toEqual(['refresh-0']);
    expect([localStorage.getItem('accessToken'), localStorage.getItem('refreshToken')]).toEqual([null, null]);
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/auth/signin', { replace: true });
  });

  it('does not refresh twice for one call: a 401 on the retry signs out', async () => {
    localStorage.setItem('accessToken', 'expired');
    localStorage.setItem('refreshToken', 'refresh-0');
    const navigate = vi.fn();
    registerNavigator(navigate);
    let refreshes = 0;
    api.defaults.adapter = async (config) => {
      seen.push(config);
      const ok = config.url === '/users/refresh-token';
      if (ok) refreshes += 1;
      const data = ok ? { data: { accessToken: 'still-bad', refreshToken: 'r2' } } : { message: 'no' };
      const response = { data, status: ok ? 200 : 401, statusText: '', headers: {}, config };
      if (ok) return response;
      throw new AxiosError('Request failed', undefined, config, undefined, response);
    };

    await expect(api.get('/users/current')).rejects.toMatchObject({ response: { status: 401 } });
    expect(refreshes).toBe(1);
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/auth/signin', { replace: true });
  });

  it('leaves a signed-in session alone when an anonymous call (a wrong password) gets a 401', async () => {
    localStorage.setItem('accessToken', 'valid-9');
    localStorage.setItem('refreshToken', 'refresh-9');
    const navigate = vi.fn();
    registerNavigator(navigate);
    const { refreshCalls } = sessionServer({ refreshWorks: true });

    await expect(api.post('/users/login', {}, anonymous)).rejects.toMatchObject({
      response: { status: 401 },
    });
    expect(seen[0]?.headers.get('Authorization')).toBe(false);
    expect(refreshCalls).toEqual([]);
    expect(localStorage.getItem('accessToken')).toBe('valid-9');
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('apiErrorMessage', () => {
  it("returns the server's message from the error envelope", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    replyStatus = 404;
    replyBody = { statusCode: 404, message: 'This email is not registered.', success: false };
    const error = await api.post('/users/login', {}).catch((e: unknown) => e);
    expect(apiErrorMessage(error, 'Login failed')).toBe('This email is not registered.');
  });

  it('falls back when there is no server message', () => {
    expect(apiErrorMessage(new Error('Network Error'), 'Login failed')).toBe('Login failed');
    expect(apiErrorMessage(undefined, 'Failed to load profile')).toBe('Failed to load profile');
  });
});
