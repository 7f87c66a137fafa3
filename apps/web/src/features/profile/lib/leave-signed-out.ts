import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { forgetSession } from '@/lib/session-actions';

/**
 * Returns `leave(to, delayMs)`: after the delay goes to `to`, and forgets the session once this page is
 * gone. /profile sits behind the signed-in guard; dropping the tokens while the guard is still on screen
 * would send the person to sign-in instead of `to`. React Router commits a navigation in a transition, so
 * "navigate resolved" is not "the old page is gone": the unmount is. Leaving the page some other way
 * during the delay forgets the session too, and cancels the redirect.
 */
export function useLeaveSignedOut() {
  const navigate = useNavigate();
  const leaving = useRef(false);
  const timer = useRef<number | undefined>(undefined);

  useEffect(
    () => () => {
      window.clearTimeout(timer.current);
      if (leaving.current) forgetSession();
    },
    [],
  );

  return useCallback(
    (to: string, delayMs = 0) => {
      leaving.current = true;
      timer.current = window.setTimeout(() => void navigate(to), delayMs);
    },
    [navigate],
  );
}
