import { toast } from 'sonner';

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

const show =
  (kind: 'success' | 'error' | 'info', duration: number) =>
  (message: string, options: NotifyOptions = {}) =>
    toast[kind](message, { duration, id: options.action ? `action:${options.action}` : `text:${message}` });

// The one way features show a toast, so durations and replacement stay consistent.
export const notify = {
  success: show('success', TOAST_DURATION_MS.success),
  error: show('error', TOAST_DURATION_MS.error),
  info: show('info', TOAST_DURATION_MS.default),
};
