// The admin's sentence calls (issue 32, docs/sentences.md), through the app's one API client.
import { successEnvelopeSchema } from '@dhvani/contract/envelope';
import type { RecordingLanguage } from '@dhvani/contract/enums';
import {
  reportedSentenceSchema,
  sentenceDecisionResultSchema,
  sentenceOverviewSchema,
  type SentenceDecision,
} from '@dhvani/contract/sentence-admin';
import { sentenceImportSchema, type SentenceImport } from '@dhvani/contract/sentence-imports';
import { api } from '@/lib/api';
import { getData } from '@/lib/api-replies';

const oneImport = successEnvelopeSchema(sentenceImportSchema);

/** Uploads a file with its options; the server starts checking it (the dry run). */
export async function uploadSentenceFile(form: FormData): Promise<SentenceImport> {
  // A large file takes a while on a slow line: no time limit but the server's.
  return oneImport.parse((await api.post<unknown>('/admin/sentence-imports', form, { timeout: 0 })).data)
    .data;
}

export const fetchSentenceImports = (signal?: AbortSignal) =>
  getData('/admin/sentence-imports', sentenceImportSchema.array(), { signal });

export async function startSentenceImport(id: string): Promise<SentenceImport> {
  return oneImport.parse((await api.post<unknown>(`/admin/sentence-imports/${id}/import`)).data).data;
}

export async function discardSentenceImport(id: string): Promise<SentenceImport> {
  return oneImport.parse((await api.delete<unknown>(`/admin/sentence-imports/${id}`)).data).data;
}

export const fetchSentenceOverview = (signal?: AbortSignal) =>
  getData('/admin/sentences/overview', sentenceOverviewSchema, { signal });

export const fetchReportedSentences = (language?: RecordingLanguage, signal?: AbortSignal) =>
  getData('/admin/sentences/reported', reportedSentenceSchema.array(), { params: { language }, signal });

export async function decideSentence(id: string, decision: SentenceDecision) {
  const response = await api.post<unknown>(`/admin/sentences/${id}/decision`, { decision });
  return successEnvelopeSchema(sentenceDecisionResultSchema).parse(response.data).data;
}
