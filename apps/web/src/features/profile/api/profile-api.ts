import type { ApiSuccess } from '@dhvani/contract/envelope';
import { currentUserSchema } from '@dhvani/contract/users';
import { FORM_ANSWERS, api } from '@/lib/api';
import { getData } from '@/lib/api-replies';
import type { SessionUser } from '@/lib/session-storage';

// The profile calls of SPEC §7 (all with the bearer token). Account routes have no /users prefix.

export interface ProfileUser extends SessionUser {
  name: string;
  email: string;
}

export async function fetchProfile(signal?: AbortSignal): Promise<ProfileUser> {
  return getData('/users/current', currentUserSchema, { signal });
}

/** The user as saved; `pendingEmail` is a new address that waits for its code (issue 17). */
export type UpdatedAccount = ProfileUser & { pendingEmail?: string | null; resendAfterSeconds?: number };

/** Answers the updated user (when the server sends it) and the server's message. */
export async function updateAccount(body: { name: string; email: string }) {
  const response = await api.put<ApiSuccess<UpdatedAccount | null>>('/update-account', body, {
    expectedStatuses: FORM_ANSWERS,
  });
  return { user: response.data.data, message: response.data.message };
}

/** Switches to the new address with the code sent to it; answers the user and the server's message. */
export async function confirmEmailChange(body: { email: string; code: string }) {
  const response = await api.post<ApiSuccess<ProfileUser>>('/users/confirm-email-change', body, {
    expectedStatuses: FORM_ANSWERS,
  });
  return { user: response.data.data, message: response.data.message };
}

export async function changePassword(body: { oldPassword: string; newPassword: string }) {
  return (await api.post<ApiSuccess<null>>('/change-password', body, { expectedStatuses: [400] })).data
    .message;
}

export async function deleteAccount() {
  return (await api.delete<ApiSuccess<null>>('/delete-account')).data.message;
}

export async function logout() {
  return (await api.post<ApiSuccess<null>>('/users/logout')).data.message;
}
