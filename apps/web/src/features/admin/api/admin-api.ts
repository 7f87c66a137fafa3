// The admin console's calls (SPEC §7, issue 6), through the app's one API client.
import type {
  AdminDeletion,
  AdminRecording,
  AdminRecordingPage,
  AdminRecordingsQuery,
  AdminStats,
  AdminUser,
  AdminUserPage,
} from '@dhvani/contract/admin';
import type { ApiSuccess } from '@dhvani/contract/envelope';
import type { EvaluationResult } from '@dhvani/contract/recordings';
import { ADMIN_PAGE_SIZE } from '@/lib/limits';
import { isAxiosError } from 'axios';
import { api, getList } from '@/lib/api';

export async function fetchStats(signal?: AbortSignal): Promise<AdminStats> {
  return (await api.get<ApiSuccess<AdminStats>>('/users/admin/stats', { signal })).data.data;
}

export async function fetchRecordings(
  query: AdminRecordingsQuery,
  signal?: AbortSignal,
): Promise<AdminRecordingPage> {
  // Empty filters are left out of the URL rather than sent as `language=`.
  const params = Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== ''));
  return getList<AdminRecording>('/recordings/admin', { params, signal });
}

export async function fetchUsers(page: number, signal?: AbortSignal): Promise<AdminUserPage> {
  return getList<AdminUser>('/users/admin/users', { params: { page, limit: ADMIN_PAGE_SIZE }, signal });
}

export async function evaluateRecording(id: string): Promise<EvaluationResult> {
  return (await api.post<ApiSuccess<EvaluationResult>>(`/recordings/admin/${id}/evaluate`)).data.data;
}

export async function deleteRecording(id: string): Promise<AdminDeletion> {
  return (await api.delete<ApiSuccess<AdminDeletion>>(`/recordings/admin/${id}`)).data.data;
}

/** SPEC §6: a 401 or 403 while loading admin data means "not an admin (any more)". */
export function isAccessDenied(error: unknown): boolean {
  const status = isAxiosError(error) ? error.response?.status : undefined;
  return status === 401 || status === 403;
}
