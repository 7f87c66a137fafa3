import type { AxiosError } from 'axios';

/**
 * axios's own test for one of its errors (the flag it sets on them), without importing axios: pages that
 * only read a failed call's answer (the sign-in page's texts) then leave the client out of their first load
 * and fetch it with the first call (issue 24's JS budget for /auth/signin).
 */
export function isHttpError<T = unknown>(error: unknown): error is AxiosError<T> {
  return (
    typeof error === 'object' && error !== null && (error as { isAxiosError?: unknown }).isAxiosError === true
  );
}
