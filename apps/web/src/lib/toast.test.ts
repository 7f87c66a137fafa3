import { beforeEach, describe, expect, it, vi } from 'vitest';

const sonner = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('sonner', () => ({ toast: sonner }));

const { notify } = await import('./toast');

describe('notify', () => {
  beforeEach(() => vi.clearAllMocks());

  it('shows success for 3 s, errors for 4 s and information for the 4 s default', () => {
    notify.success('Signed in successfully!');
    notify.error('Login failed');
    notify.info('OTP sent successfully!');
    expect(sonner.success).toHaveBeenCalledWith('Signed in successfully!', { duration: 3000 });
    expect(sonner.error).toHaveBeenCalledWith('Login failed', { duration: 4000 });
    expect(sonner.info).toHaveBeenCalledWith('OTP sent successfully!', { duration: 4000 });
  });
});
