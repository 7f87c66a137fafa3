import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatCountdown, useCountdown } from './use-countdown';

describe('useCountdown', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('ticks once a second and calls back once at zero', () => {
    const onZero = vi.fn();
    const { result } = renderHook(() => useCountdown(3, onZero));
    expect(result.current.remaining).toBe(3);
    act(() => result.current.start());
    act(() => vi.advanceTimersByTime(999));
    expect(result.current.remaining).toBe(3);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.remaining).toBe(2);
    act(() => vi.advanceTimersByTime(2000));
    expect(result.current.remaining).toBe(0);
    expect(result.current.running).toBe(false);
    expect(onZero).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(5000));
    expect(onZero).toHaveBeenCalledTimes(1);
  });

  it('stops early without calling back, and starts again from the top', () => {
    const onZero = vi.fn();
    const { result } = renderHook(() => useCountdown(30, onZero));
    act(() => result.current.start());
    act(() => vi.advanceTimersByTime(5000));
    act(() => result.current.stop());
    act(() => vi.advanceTimersByTime(5000));
    expect(result.current.remaining).toBe(25);
    expect(onZero).not.toHaveBeenCalled();
    act(() => result.current.start());
    expect(result.current.remaining).toBe(30);
  });
});

describe('formatCountdown', () => {
  it('shows minutes and two-digit seconds', () => {
    expect(formatCountdown(30)).toBe('0:30');
    expect(formatCountdown(9)).toBe('0:09');
    expect(formatCountdown(75)).toBe('1:15');
    expect(formatCountdown(0)).toBe('0:00');
  });
});
