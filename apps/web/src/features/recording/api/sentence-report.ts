// Reporting a sentence from the Speaking Prompt step (issue 32): the sentences of the text the server issued,
// and the report of one of them.
import { successEnvelopeSchema } from '@dhvani/contract/envelope';
import {
  issuedSentencesSchema,
  sentenceReportResultSchema,
  type IssuedSentences,
  type SentenceReportBody,
  type SentenceReportResult,
} from '@dhvani/contract/sentence-community';
import { api } from '@/lib/api';

export async function fetchIssuedSentences(
  readingTextId: string,
  signal?: AbortSignal,
): Promise<IssuedSentences> {
  const response = await api.get<unknown>(`/reading-texts/${readingTextId}/sentences`, { signal });
  return successEnvelopeSchema(issuedSentencesSchema).parse(response.data).data;
}

export async function reportSentence(id: string, body: SentenceReportBody): Promise<SentenceReportResult> {
  const response = await api.post<unknown>(`/sentences/${id}/reports`, body);
  return successEnvelopeSchema(sentenceReportResultSchema).parse(response.data).data;
}
