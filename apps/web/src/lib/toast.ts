import type * as Sonner from 'sonner';

// SPEC §9: toasts show top-right, 4 s by default, 3 s for success, 4 s for errors.
export const TOAST_POSITION = 'top-right';
export const TOAST_DURATION_MS = { default: 4000, success: 3000, error: 4000 } as const;
/**
 * Below the sticky header (h-16), so a toast never covers the token balance, the profile button or the
 * mobile menu button (issue 24); sonner's own side margins are kept.
 */
export const TOAST_OFFSET = { top: 'calc(4rem + 0.75rem)' } as const;

export interface NotifyOptions {
  /**
   * What the toast is about ('sign-in', 'recording-<id>' …): a newer toast for the same action replaces the
   * older one, so an error and the success after it never stack (issue 24). Without it, the same text
   * is never shown twice at once.
   */
  action?: string;
}

// sonner is fetched with the first toast rather than with every page (issue 24's JS budget for /auth/signin);
// the toast container (deferred-toaster.tsx) comes late too, and sonner shows it the toasts already raised.
let sonner: Promise<typeof Sonner> | undefined;
const firstToastListeners = new Set<() => void>();

/** Calls `listener` once a toast has been raised (at once if one was); returns the unsubscribe. */
export function whenToastRaised(listener: () => void): () => void {
  if (sonner) {
    listener();
    return () => {};
  }
  firstToastListeners.add(listener);
  return () => firstToastListeners.delete(listener);
}

const show =
  (kind: 'success' | 'error' | 'info', duration: number) =>
  async (message: string, options: NotifyOptions = {}): Promise<void> => {
    if (!sonner) {
      sonner = import('sonner');
      for (const listener of firstToastListeners) listener();
      firstToastListeners.clear();
    }
    const { toast } = await sonner;
    toast[kind](message, { duration, id: options.action ? `action:${options.action}` : `text:${message}` });
  };

// The one way features show a toast, so durations and replacement stay consistent.
export const notify = {
  success: show('success', TOAST_DURATION_MS.success),
  error: show('error', TOAST_DURATION_MS.error),
  info: show('info', TOAST_DURATION_MS.default),
};
