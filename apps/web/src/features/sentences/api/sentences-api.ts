// The Sentences page's calls (issue 32), through the app's one API client; every reply is parsed with the
// contract's schema.
import type { RecordingLanguage } from '@dhvani/contract/enums';
import { successEnvelopeSchema } from '@dhvani/contract/envelope';
import {
  pendingSentenceSchema,
  proposedSentenceSchema,
  sentenceVoteResultSchema,
  type PendingSentence,
  type ProposeSentenceBody,
  type ProposedSentence,
  type SentenceVoteResult,
} from '@dhvani/contract/sentence-community';
import { api } from '@/lib/api';
import { getData } from '@/lib/api-replies';

export async function proposeSentence(body: ProposeSentenceBody): Promise<ProposedSentence> {
  const response = await api.post<unknown>('/sentences', body);
  return successEnvelopeSchema(proposedSentenceSchema).parse(response.data).data;
}

export const fetchMySentences = (signal?: AbortSignal): Promise<ProposedSentence[]> =>
  getData('/sentences/mine', proposedSentenceSchema.array(), { signal });

export const fetchReviewQueue = (
  language: RecordingLanguage,
  signal?: AbortSignal,
): Promise<PendingSentence[]> =>
  getData('/sentences/review', pendingSentenceSchema.array(), { params: { language }, signal });

export async function voteOnSentence(id: string, approve: boolean): Promise<SentenceVoteResult> {
  const response = await api.post<unknown>(`/sentences/${id}/votes`, { approve });
  return successEnvelopeSchema(sentenceVoteResultSchema).parse(response.data).data;
}
