import { describe, expect, it, vi } from 'vitest';
import { broadcastSessionChange, clearSession, readSession, writeSession } from './session-storage';

describe('session storage', () => {
  it('writes and reads the three keys of SPEC §9', () => {
    writeSession({ accessToken: 'a', refreshToken: 'r', user: { name: 'Asha', role: 'user' } });
    expect(localStorage.getItem('accessToken')).toBe('a');
    expect(localStorage.getItem('refreshToken')).toBe('r');
    expect(readSession()).toEqual({
      accessToken: 'a',
      refreshToken: 'r',
      user: { name: 'Asha', role: 'user' },
    });
  });

  it('keeps fields that are left out and clears all three', () => {
    writeSession({ accessToken: 'a', refreshToken: 'r' });
    writeSession({ accessToken: 'b' });
    expect(readSession().refreshToken).toBe('r');
    clearSession();
    expect(readSession()).toEqual({ accessToken: null, refreshToken: null, user: null });
  });

  it('reads a corrupt stored user as no user', () => {
    localStorage.setItem('user', '{not json');
    expect(readSession().user).toBeNull();
  });

  it('tells this tab about a session change with a storage event', () => {
    const listener = vi.fn();
    window.addEventListener('storage', listener);
    broadcastSessionChange();
    window.removeEventListener('storage', listener);
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
