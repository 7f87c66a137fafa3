// The admin's dataset release calls (issue 22, docs/datasets.md), through the app's one API client.
import type { ApiSuccess } from '@dhvani/contract/envelope';
import {
  releasePreviewQuery,
  releasePreviewSchema,
  releaseSchema,
  type Release,
  type ReleaseFiltersInput,
} from '@dhvani/contract/releases';
import { api } from '@/lib/api';
import { getData } from '@/lib/api-replies';

export async function previewRelease(filters: ReleaseFiltersInput, signal?: AbortSignal) {
  const params = releasePreviewQuery(filters);
  return getData('/admin/releases/preview', releasePreviewSchema, { params, signal });
}

export async function startRelease(filters: ReleaseFiltersInput): Promise<{ _id: string }> {
  return (await api.post<ApiSuccess<{ _id: string }>>('/admin/releases', filters)).data.data;
}

export async function fetchReleases(signal?: AbortSignal): Promise<Release[]> {
  return getData('/admin/releases', releaseSchema.array(), { signal });
}

/** The finished archive as a Blob (the request carries the admin's bearer token, which a plain link cannot). */
export async function downloadRelease(id: string): Promise<Blob> {
  return (await api.get<Blob>(`/admin/releases/${id}/download`, { responseType: 'blob', timeout: 0 })).data;
}
