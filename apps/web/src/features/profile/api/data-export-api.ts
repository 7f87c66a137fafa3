// The profile's "Your data" section (issue 23): ask for an export, follow it, download the ZIP.
import { successEnvelopeSchema } from '@dhvani/contract/envelope';
import { dataExportSchema, type DataExport } from '@dhvani/contract/privacy';
import { api } from '@/lib/api';
import { getData } from '@/lib/api-replies';

/** The person's newest export, or null before the first; asked again while one is being prepared. */
export async function latestDataExport(signal?: AbortSignal): Promise<DataExport | null> {
  return getData('/users/data-export', dataExportSchema.nullable(), { signal });
}

export async function requestDataExport(): Promise<DataExport> {
  const response = await api.post<unknown>('/users/data-export');
  return successEnvelopeSchema(dataExportSchema).parse(response.data).data;
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
