import { toast } from 'sonner';

// SPEC §9: toasts show top-right, 4 s by default, 3 s for success, 4 s for errors.
export const TOAST_POSITION = 'top-right';
export const TOAST_DURATION_MS = { default: 4000, success: 3000, error: 4000 } as const;

// The one way features show a toast, so durations stay consistent.
export const notify = {
  success: (message: string) => toast.success(message, { duration: TOAST_DURATION_MS.success }),
  error: (message: string) => toast.error(message, { duration: TOAST_DURATION_MS.error }),
  info: (message: string) => toast.info(message, { duration: TOAST_DURATION_MS.default }),
};
