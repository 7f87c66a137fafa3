import { AxiosError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, apiErrorMessage, setUnauthorizedHandler } from './api';
import { registerNavigator } from './app-navigation';

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

  it('re-raises other errors without touching the session', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    localStorage.setItem('accessToken', 'kept');
    replyStatus = 500;
    await expect(api.get('/users/recordings')).rejects.toBeTruthy();
    expect(localStorage.getItem('accessToken')).toBe('kept');
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
