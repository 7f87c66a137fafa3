import { AxiosError, type AxiosAdapter } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from './api';
import { registerNavigator } from './app-navigation';
import { getSessionSnapshot, resetSessionStore, subscribeSession } from './session-store';
import { broadcastSessionChange } from './session-storage';
import { aCurrentUser } from '@/test/contract-fixtures';

// What GET /users/current answers, made by the contract's schema (test/contract-fixtures.ts).
const asha = aCurrentUser({ name: 'Asha', role: 'user', rewardTokens: 12 });
const ravi = aCurrentUser({ name: 'Ravi', role: 'admin' });

const originalAdapter = api.defaults.adapter;
const calls: string[] = [];
let answer: { status: number; user?: object } | 'offline' = { status: 200 };

beforeEach(() => {
  calls.length = 0;
  registerNavigator(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const adapter: AxiosAdapter = async (config) => {
    calls.push(`${config.method} ${config.url}`);
    if (answer === 'offline') throw new AxiosError('Network Error', 'ERR_NETWORK', config);
    const response = {
      data: { data: answer.user },
      status: answer.status,
      statusText: '',
      headers: {},
      config,
    };
    if (answer.status < 400) return response;
    throw new AxiosError('failed', undefined, config, undefined, response);
  };
  api.defaults.adapter = adapter;
});
afterEach(() => {
  resetSessionStore();
  api.defaults.adapter = originalAdapter;
  registerNavigator(null);
  vi.restoreAllMocks();
});

const settled = () => vi.waitFor(() => expect(getSessionSnapshot().status).not.toBe('loading'));

describe('session store', () => {
  it('is signed out without a token and asks the server nothing', async () => {
    const listener = vi.fn();
    subscribeSession(listener);
    expect(getSessionSnapshot()).toEqual({ status: 'signed-out', user: null });
    // Asking the server begins by publishing 'loading' and importing the fetch: neither happened.
    await vi.dynamicImportSettled();
    expect(listener).not.toHaveBeenCalled();
    expect(calls).toEqual([]);
  });

  it('fetches the current user on load and keeps it in storage', async () => {
    localStorage.setItem('accessToken', 'token');
    answer = { status: 200, user: asha };
    subscribeSession(() => {});
    expect(getSessionSnapshot().status).toBe('loading');
    await settled();
    expect(getSessionSnapshot()).toEqual({ status: 'signed-in', user: asha });
    expect(calls).toEqual(['get /users/current']);
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toMatchObject({ name: 'Asha' });
  });

  it('removes both tokens when the server rejects the session', async () => {
    localStorage.setItem('accessToken', 'token');
    localStorage.setItem('refreshToken', 'refresh');
    answer = { status: 500 };
    subscribeSession(() => {});
    await settled();
    expect(getSessionSnapshot()).toEqual({ status: 'signed-out', user: null });
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(localStorage.getItem('refreshToken')).toBeNull();
  });

  it('keeps the tokens but knows no user when the server cannot be reached', async () => {
    localStorage.setItem('accessToken', 'token');
    answer = 'offline';
    subscribeSession(() => {});
    await settled();
    expect(getSessionSnapshot()).toEqual({ status: 'unavailable', user: null });
    expect(localStorage.getItem('accessToken')).toBe('token');
  });

  it('fetches again on every storage event and notifies subscribers', async () => {
    const listener = vi.fn();
    subscribeSession(listener);
    expect(calls).toEqual([]);

    localStorage.setItem('accessToken', 'token');
    answer = { status: 200, user: ravi };
    broadcastSessionChange();
    await settled();
    expect(getSessionSnapshot().user).toEqual(ravi);

    localStorage.removeItem('accessToken');
    broadcastSessionChange();
    expect(getSessionSnapshot()).toEqual({ status: 'signed-out', user: null });
    expect(calls).toEqual(['get /users/current']);
    expect(listener).toHaveBeenCalled();
  });
});
