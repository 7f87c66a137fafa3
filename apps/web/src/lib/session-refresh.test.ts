import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSessionRefresher, type RefreshedSession } from './session-refresh';
import { readSession, writeSession } from './session-storage';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

afterEach(() => vi.restoreAllMocks());

describe('createSessionRefresher', () => {
  it('shares one refresh between concurrent 401s and stores the new pair', async () => {
    writeSession({ accessToken: 'old-access', refreshToken: 'old-refresh' });
    const answer = deferred<RefreshedSession>();
    const exchange = vi.fn(() => answer.promise);
    const refresh = createSessionRefresher(exchange);

    const first = refresh('old-access');
    const second = refresh('old-access');
    const third = refresh('old-access');
    answer.resolve({ accessToken: 'new-access', refreshToken: 'new-refresh', user: { name: 'Asha' } });

    expect(await Promise.all([first, second, third])).toEqual(['new-access', 'new-access', 'new-access']);
    expect(exchange).toHaveBeenCalledTimes(1);
    expect(exchange).toHaveBeenCalledWith('old-refresh');
    expect(readSession()).toEqual({
      accessToken: 'new-access',
      refreshToken: 'new-refresh',
      user: { name: 'Asha' },
    });
  });

  it('does not spend the refresh token again for a 401 that arrives after the renewal', async () => {
    writeSession({ accessToken: 'old-access', refreshToken: 'old-refresh' });
    const exchange = vi.fn(async () => ({ accessToken: 'new-access', refreshToken: 'new-refresh' }));
    const refresh = createSessionRefresher(exchange);

    expect(await refresh('old-access')).toBe('new-access');
    // A slow request sent with the old token fails later: it gets the new token, no second exchange.
    expect(await refresh('old-access')).toBe('new-access');
    expect(exchange).toHaveBeenCalledTimes(1);
  });

  it('refreshes again once the renewed token is itself rejected', async () => {
    writeSession({ accessToken: 'a1', refreshToken: 'r1' });
    const exchange = vi
      .fn<(token: string) => Promise<RefreshedSession>>()
      .mockResolvedValueOnce({ accessToken: 'a2', refreshToken: 'r2' })
      .mockResolvedValueOnce({ accessToken: 'a3', refreshToken: 'r3' });
    const refresh = createSessionRefresher(exchange);

    expect(await refresh('a1')).toBe('a2');
    expect(await refresh('a2')).toBe('a3');
    expect(exchange.mock.calls).toEqual([['r1'], ['r2']]);
  });

  it('answers null without a refresh token, and when the server refuses', async () => {
    const exchange = vi.fn(async (): Promise<RefreshedSession> => {
      throw new Error('401');
    });
    const refresh = createSessionRefresher(exchange);

    writeSession({ accessToken: 'a1' });
    expect(await refresh('a1')).toBeNull();
    expect(exchange).not.toHaveBeenCalled();

    writeSession({ refreshToken: 'r1' });
    expect(await refresh('a1')).toBeNull();
    expect(exchange).toHaveBeenCalledTimes(1);
    expect(readSession().accessToken).toBe('a1');
  });

  it('starts a new flight after a failed one', async () => {
    writeSession({ accessToken: 'a1', refreshToken: 'r1' });
    const exchange = vi
      .fn<(token: string) => Promise<RefreshedSession>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ accessToken: 'a2', refreshToken: 'r2' });
    const refresh = createSessionRefresher(exchange);

    expect(await refresh('a1')).toBeNull();
    expect(await refresh('a1')).toBe('a2');
  });
});
