// The signed-in user's recordings kept on this device, kept current across tabs, and the warning before
// leaving the site while any of them is unsent (issue 20).
import { useCallback, useEffect, useState } from 'react';
import { useSession } from '@/hooks/use-session';
import { translator } from '@/i18n/use-t';
import { listUnsent, subscribeUnsent, unsentStorageAvailable, type UnsentRecording } from './store';

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

/** Asks the browser to confirm leaving the page while `unsent` is true. */
export function useLeaveWarning(unsent: boolean): void {
  useEffect(() => {
    if (!unsent) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show (or at least need) a returnValue; none show our text any more.
      event.returnValue = translator('common')('unsent.leaveWarning');
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsent]);
}

export const unsentLockName = (id: string) => `dhvani-unsent:${id}`;

/** Runs `work` unless a tab is already working on recording `id` (then resolves to null). */
export async function exclusively<T>(id: string, work: () => Promise<T>): Promise<T | null> {
  if (typeof navigator === 'undefined' || !navigator.locks) return work();
  return navigator.locks.request(unsentLockName(id), { ifAvailable: true }, (lock) => (lock ? work() : null));
}
