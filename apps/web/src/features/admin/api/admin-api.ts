// The admin console's calls (SPEC §7, issue 6), through the app's one API client.
import {
  adminDeletionSchema,
  adminEvaluationSchema,
  adminRecordingSchema,
  adminStatsSchema,
  adminUserSchema,
  type AdminDeletion,
  type AdminRecordingPage,
  type AdminRecordingsQuery,
  type AdminStats,
  type AdminUserPage,
} from '@dhvani/contract/admin';
import { successEnvelopeSchema } from '@dhvani/contract/envelope';
import type { EvaluationResult } from '@dhvani/contract/recordings';
import { ADMIN_PAGE_SIZE } from '@/lib/limits';
import { isAxiosError } from 'axios';
import { api } from '@/lib/api';
import { getData, getPage } from '@/lib/api-replies';

export async function fetchStats(signal?: AbortSignal): Promise<AdminStats> {
  return getData('/users/admin/stats', adminStatsSchema, { signal });
}

export async function fetchRecordings(
  query: AdminRecordingsQuery,
  signal?: AbortSignal,
): Promise<AdminRecordingPage> {
  // Empty filters are left out of the URL rather than sent as `language=`.
  const params = Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== ''));
  return getPage('/recordings/admin', adminRecordingSchema, { params, signal });
}

export async function fetchUsers(page: number, signal?: AbortSignal): Promise<AdminUserPage> {
  return getPage('/users/admin/users', adminUserSchema, { params: { page, limit: ADMIN_PAGE_SIZE }, signal });
}

export async function evaluateRecording(id: string): Promise<EvaluationResult> {
  const response = await api.post<unknown>(`/recordings/admin/${id}/evaluate`);
  return successEnvelopeSchema(adminEvaluationSchema).parse(response.data).data;
}

export async function deleteRecording(id: string): Promise<AdminDeletion> {
  const response = await api.delete<unknown>(`/recordings/admin/${id}`);
  return successEnvelopeSchema(adminDeletionSchema).parse(response.data).data;
}

/** SPEC §6: a 401 or 403 while loading admin data means "not an admin (any more)". */
export function isAccessDenied(error: unknown): boolean {
  const status = isAxiosError(error) ? error.response?.status : undefined;
  return status === 401 || status === 403;
}
