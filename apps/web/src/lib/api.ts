import axios, { isAxiosError, type AxiosError, type AxiosRequestConfig, type AxiosResponse } from 'axios';
import type { ApiError, ApiList, ApiSuccess, ListPage } from '@dhvani/contract/envelope';
import { API_BASE_PATH } from '@dhvani/contract/limits';
import { REQUEST_TIMEOUT_MS } from './limits';
import { navigateTo } from './app-navigation';
import { requestLocale } from './request-locale';
import { paths } from './paths';
import { createSessionRefresher, type RefreshedSession } from './session-refresh';
import { broadcastSessionChange, clearSession, readAccessToken } from './session-storage';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Set on the one retry after a token refresh, so a second 401 signs out instead of looping. */
    retriedAfterRefresh?: boolean;
    /**
     * Statuses that are an answer for the caller, not a failure (issue 24): a 404 from the existence check,
     * a 401 for a wrong password, a 400 for a wrong code. They are not logged as console errors.
     */
    expectedStatuses?: readonly number[];
  }
}

export const REFRESH_TOKEN_PATH = '/users/refresh-token';

/** The one HTTP client of the web app (DESIGN §1). Features import this, never axios itself. */
export const api = axios.create({ baseURL: API_BASE_PATH, timeout: REQUEST_TIMEOUT_MS });

api.interceptors.request.use((config) => {
  const token = readAccessToken();
  // A header the caller set (a retry's new token, or `anonymous` below) is left alone.
  if (token && !config.headers.has('Authorization')) config.headers.set('Authorization', `Bearer ${token}`);
  // The server writes SMS and e-mails in the language the person is reading (issue 19).
  if (!config.headers.has('Accept-Language')) config.headers.set('Accept-Language', requestLocale());
  return config;
});

/**
 * Request options for sign-in and sign-up calls: they never carry a stored token, so a wrong password's
 * 401 is just an answer for the form, not an expired session to refresh or sign out of.
 */
export const anonymous = { headers: { Authorization: false } } as const;

/** The answers a form shows the person (wrong code, password, unknown account, taken address, wait). */
export const FORM_ANSWERS = [400, 401, 404, 409, 429] as const;

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

const refreshSession = createSessionRefresher(async (refreshToken) => {
  const response = await api.post<ApiSuccess<RefreshedSession>>(REFRESH_TOKEN_PATH, { refreshToken });
  return response.data.data;
});

function bearerTokenOf(error: AxiosError): string | null {
  const header = error.config?.headers?.get?.('Authorization');
  return typeof header === 'string' && header.startsWith('Bearer ') ? header.slice('Bearer '.length) : null;
}

/**
 * Issue 3: a 401 on a signed-in call tries ONE token refresh (shared by concurrent 401s) and retries the
 * call with the new token; when the refresh fails it falls back to SPEC §8's sign-out.
 */
export const refreshOnUnauthorized: UnauthorizedHandler = async (error) => {
  const config = error.config;
  // The refresh call's own 401 is answered by the refresher, which then reports failure.
  if (!config || config.url === REFRESH_TOKEN_PATH) return;
  const rejectedToken = bearerTokenOf(error);
  // A call made without a session (a wrong password at sign-in) has nothing to renew or clear.
  if (!rejectedToken) return;
  const token = config.retriedAfterRefresh ? null : await refreshSession(rejectedToken);
  if (!token) return signOutOnUnauthorized(error);
  config.headers.set('Authorization', `Bearer ${token}`);
  return api.request({ ...config, retriedAfterRefresh: true });
};

/**
 * A new access token after the current one was refused by a call made outside this client (the resumable
 * upload's own requests); shares the refresh with concurrent 401s. Null when the session cannot go on.
 */
export async function renewAccessToken(): Promise<string | null> {
  const current = readAccessToken();
  return current ? refreshSession(current) : null;
}

let onUnauthorized: UnauthorizedHandler = refreshOnUnauthorized;

/** Replaces the 401 handling (tests). Pass null to restore the default: refresh, then sign out. */
export function setUnauthorizedHandler(handler: UnauthorizedHandler | null): void {
  onUnauthorized = handler ?? refreshOnUnauthorized;
}

api.interceptors.response.use(undefined, async (error: unknown) => {
  if (isAxiosError(error) && error.response?.status === 401) {
    const recovered = await onUnauthorized(error);
    if (recovered) return recovered;
  } else if (
    isAxiosError(error) &&
    !axios.isCancel(error) &&
    !error.config?.expectedStatuses?.includes(error.response?.status ?? -1)
  ) {
    // SPEC §8: other response errors are logged and re-raised for the caller to show; an answer the caller
    // expects (expectedStatuses) is only re-raised.
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

/** GET of a list route: its rows (`data`, an array) and where the page sits (`meta`, beside `data`). */
export async function getList<T>(url: string, config: AxiosRequestConfig = {}): Promise<ListPage<T>> {
  const { data, meta } = (await api.get<ApiList<T>>(url, config)).data;
  return { items: data, meta };
}
