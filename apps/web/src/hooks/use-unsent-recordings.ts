// The signed-in user's recordings kept on this device, kept current across tabs, and the warning before
// leaving the site while any of them is unsent (issue 20).
import { useCallback, useEffect, useState } from 'react';
import {
  listUnsent,
  subscribeUnsent,
  unsentStorageAvailable,
  type UnsentRecording,
} from '@/lib/unsent/store';
import { useSession } from './use-session';

export function useUnsentRecordings(): UnsentRecording[] {
  const userId = useSession().user?._id ?? null;
  const [recordings, setRecordings] = useState<UnsentRecording[]>([]);
  const reload = useCallback(() => {
    if (!userId || !unsentStorageAvailable()) return setRecordings([]);
    listUnsent(userId).then(setRecordings, () => setRecordings([]));
  }, [userId]);
  useEffect(() => {
    reload();
    return subscribeUnsent(reload);
  }, [reload]);
  return recordings;
}

/** Asks the browser to confirm leaving the page while `unsent` is true (`message`: older browsers show it). */
export function useLeaveWarning(unsent: boolean, message: string): void {
  useEffect(() => {
    if (!unsent) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show (or at least need) a returnValue; none show our text any more.
      event.returnValue = message;
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsent, message]);
}
