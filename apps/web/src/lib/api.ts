import axios, { isAxiosError, type AxiosError, type AxiosResponse } from 'axios';
import type { ApiError } from '@dhvani/contract/envelope';
import { API_BASE_PATH, REQUEST_TIMEOUT_MS } from '@dhvani/contract/limits';
import { navigateTo } from './app-navigation';
import { paths } from './paths';
import { broadcastSessionChange, clearSession, readAccessToken } from './session-storage';

/** The one HTTP client of the web app (DESIGN §1). Features import this, never axios itself. */
export const api = axios.create({ baseURL: API_BASE_PATH, timeout: REQUEST_TIMEOUT_MS });

api.interceptors.request.use((config) => {
  const token = readAccessToken();
  if (token) config.headers.set('Authorization', `Bearer ${token}`);
  return config;
});

/**
 * Called for every 401 response. Return a response (for example after refreshing the token and
 * retrying `error.config`) to resolve the original call with it; return nothing to let it fail.
 */
export type UnauthorizedHandler = (error: AxiosError) => Promise<AxiosResponse | void> | void;

/** SPEC §8: any 401 clears the session and goes to sign-in. */
export const signOutOnUnauthorized: UnauthorizedHandler = () => {
  clearSession();
  broadcastSessionChange();
  // A wrong password on the sign-in page is a 401 too: stay put so that page can show its message.
  if (window.location.pathname !== paths.signIn) navigateTo(paths.signIn, { replace: true });
};

let onUnauthorized: UnauthorizedHandler = signOutOnUnauthorized;

/** Hook point for the accounts work (token refresh). Pass null to restore the default. */
export function setUnauthorizedHandler(handler: UnauthorizedHandler | null): void {
  onUnauthorized = handler ?? signOutOnUnauthorized;
}

api.interceptors.response.use(undefined, async (error: unknown) => {
  if (isAxiosError(error) && error.response?.status === 401) {
    const recovered = await onUnauthorized(error);
    if (recovered) return recovered;
  } else if (isAxiosError(error) && !axios.isCancel(error)) {
    // SPEC §8: other response errors are logged and re-raised for the caller to show.
    console.error(`API ${error.config?.method?.toUpperCase()} ${error.config?.url} failed: ${error.message}`);
  }
  throw error;
});

/** The server's error message (the `message` of the error envelope) or the fallback. */
export function apiErrorMessage(error: unknown, fallback: string): string {
  if (isAxiosError<Partial<ApiError>>(error)) {
    const message = error.response?.data?.message;
    if (typeof message === 'string' && message.trim() !== '') return message;
  }
  return fallback;
}
