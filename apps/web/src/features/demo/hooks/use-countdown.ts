// The demo's countdown: whole seconds, one tick per second (SPEC §9), and a completion callback when
// it reaches zero (SPEC §4). Stopping early does not call it; the caller decides what Stop means.
import { useCallback, useEffect, useRef, useState } from 'react';

const TICK_MS = 1000;

export interface Countdown {
  remaining: number;
  running: boolean;
  start: () => void;
  stop: () => void;
}

export function useCountdown(seconds: number, onZero: () => void): Countdown {
  const [remaining, setRemaining] = useState(seconds);
  const [running, setRunning] = useState(false);
  const onZeroRef = useRef(onZero);
  useEffect(() => {
    onZeroRef.current = onZero;
  }, [onZero]);

  const start = useCallback(() => {
    setRemaining(seconds);
    setRunning(true);
  }, [seconds]);
  const stop = useCallback(() => setRunning(false), []);

  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setRemaining((left) => Math.max(0, left - 1)), TICK_MS);
    return () => clearInterval(timer);
  }, [running]);

  useEffect(() => {
    if (!running || remaining > 0) return;
    setRunning(false);
    onZeroRef.current();
  }, [running, remaining]);

  return { remaining, running, start, stop };
}

/** m:ss, as the demo shows it (0:30 … 0:00). */
export function formatCountdown(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}
