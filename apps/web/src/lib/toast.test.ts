import { beforeEach, describe, expect, it, vi } from 'vitest';

const sonner = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('sonner', () => ({ toast: sonner }));

const { notify } = await import('./toast');

describe('notify', () => {
  beforeEach(() => vi.clearAllMocks());

  it('shows success for 3 s, errors for 4 s and information for the 4 s default', async () => {
    await notify.success('Signed in successfully!');
    await notify.error('Login failed');
    await notify.info('OTP sent successfully!');
    expect(sonner.success).toHaveBeenCalledWith(
      'Signed in successfully!',
      expect.objectContaining({ duration: 3000 }),
    );
    expect(sonner.error).toHaveBeenCalledWith('Login failed', expect.objectContaining({ duration: 4000 }));
    expect(sonner.info).toHaveBeenCalledWith(
      'OTP sent successfully!',
      expect.objectContaining({ duration: 4000 }),
    );
  });

  it('gives the toasts of one action one id, so the newer replaces the older (issue 24)', async () => {
    await notify.error('Invalid OTP', { action: 'sign-in' });
    await notify.success('Signed in successfully!', { action: 'sign-in' });
    await notify.error('Failed to send OTP');
    await notify.error('Failed to send OTP');
    const ids = [...sonner.error.mock.calls, ...sonner.success.mock.calls].map((call) => call[1].id);
    expect(ids[0]).toBe(ids[3]);
    expect(ids[1]).toBe(ids[2]);
    expect(ids[0]).not.toBe(ids[1]);
  });
});
