import type { ApiSuccess } from '@dhvani/contract/envelope';
import { isAxiosError } from 'axios';
import { api } from './api';
import type { SessionUser } from './session-storage';

export type CurrentUserResult =
  | { kind: 'user'; user: SessionUser }
  /** The server answered with an error: the stored session is not good. */
  | { kind: 'rejected' }
  /** No answer (offline, timeout): nothing is known about the session. */
  | { kind: 'unreachable' }
  | { kind: 'aborted' };

// Loaded on demand by session-store.ts, so the landing page of a signed-out visitor never downloads the
// HTTP client.
export async function fetchCurrentUser(signal: AbortSignal): Promise<CurrentUserResult> {
  try {
    const response = await api.get<ApiSuccess<SessionUser>>('/users/current', { signal });
    const user = response.data.data;
    return user && typeof user === 'object' ? { kind: 'user', user } : { kind: 'rejected' };
  } catch (error) {
    if (signal.aborted) return { kind: 'aborted' };
    return isAxiosError(error) && error.response ? { kind: 'rejected' } : { kind: 'unreachable' };
  }
}
