import { useSyncExternalStore } from 'react';
import { getSessionSnapshot, subscribeSession, type SessionSnapshot } from '@/lib/session-store';

/** The signed-in state shared by the navigation bar, the guards and pages (SPEC §4). */
export function useSession(): SessionSnapshot {
  return useSyncExternalStore(subscribeSession, getSessionSnapshot, getSessionSnapshot);
}
