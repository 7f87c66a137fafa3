// The wait before another one-time code may be sent (issue 24). The server decides it (CODE_RESEND_SECONDS)
// and says it twice: `resendAfterSeconds` in a send's answer, and `params.retryAfterSeconds` in the 429 of a
// send that came too soon. The countdown runs on the wall clock, so a tab the browser slowed down still
// ends it on time.
import { isHttpError } from '@/lib/http-error';
import { useCallback, useEffect, useState } from 'react';

const TICK_MS = 250;

/** Seconds to wait that a too-soon send's 429 carries, or null for any other failure. */
export function retryAfterSeconds(error: unknown): number | null {
  if (!isHttpError<{ params?: Record<string, unknown> }>(error) || error.response?.status !== 429)
    return null;
  const wait = error.response.data?.params?.retryAfterSeconds;
  return typeof wait === 'number' && wait > 0 ? wait : null;
}

/** m:ss, as the resend countdown shows it. */
export function formatWait(seconds: number): string {
  const whole = Math.max(0, Math.ceil(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

export interface ResendCooldown {
  /** Whole seconds left; 0 when a code may be sent again. */
  remaining: number;
  /** Starts (or restarts) the wait. */
  wait: (seconds: number) => void;
  /** Starts the wait a failed send names; false when it names none. */
  waitAfter: (error: unknown) => boolean;
}

export function useResendCooldown(): ResendCooldown {
  const [readyAt, setReadyAt] = useState(0);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (readyAt <= Date.now()) return;
    const timer = setInterval(() => {
      const time = Date.now();
      setNow(time);
      if (time >= readyAt) clearInterval(timer);
    }, TICK_MS);
    return () => clearInterval(timer);
  }, [readyAt]);

  const wait = useCallback((seconds: number) => {
    const time = Date.now();
    setNow(time);
    setReadyAt(time + Math.max(0, seconds) * 1000);
  }, []);

  const waitAfter = useCallback(
    (error: unknown) => {
      const seconds = retryAfterSeconds(error);
      if (seconds !== null) wait(seconds);
      return seconds !== null;
    },
    [wait],
  );

  return { remaining: Math.max(0, Math.ceil((readyAt - now) / 1000)), wait, waitAfter };
}
