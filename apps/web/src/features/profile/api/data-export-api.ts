// The profile's "Your data" section (issue 23): ask for an export, follow it, download the ZIP.
import type { ApiSuccess } from '@dhvani/contract/envelope';
import type { DataExport } from '@dhvani/contract/privacy';
import { api } from '@/lib/api';

export async function latestDataExport(): Promise<DataExport | null> {
  return (await api.get<ApiSuccess<DataExport | null>>('/users/data-export')).data.data;
}

export async function requestDataExport(): Promise<DataExport> {
  return (await api.post<ApiSuccess<DataExport>>('/users/data-export')).data.data;
}

export async function dataExportStatus(id: string): Promise<DataExport> {
  return (await api.get<ApiSuccess<DataExport>>(`/users/data-export/${encodeURIComponent(id)}`)).data.data;
}

/** The archive, fetched with the session's bearer token (a plain link could not send it). */
export async function downloadDataExport(id: string): Promise<{ blob: Blob; fileName: string }> {
  const response = await api.get<Blob>(`/users/data-export/${encodeURIComponent(id)}/download`, {
    responseType: 'blob',
  });
  const disposition = String(response.headers['content-disposition'] ?? '');
  const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'dhvani-shilp-my-data.zip';
  return { blob: response.data, fileName };
}
