// The Listen page's calls (issue 21), through the app's one API client. Every reply is parsed with the
// contract's schema, so a server that answers something else fails here, loudly, not in a component.
import type { RecordingLanguage } from '@dhvani/contract/enums';
import { successEnvelopeSchema } from '@dhvani/contract/envelope';
import { API_BASE_PATH } from '@dhvani/contract/limits';
import {
  nextClipSchema,
  reviewSummarySchema,
  voteResultSchema,
  type NextClip,
  type ReviewSummary,
  type VoteBody,
  type VoteResult,
} from '@dhvani/contract/reviews';
import { api } from '@/lib/api';

export async function fetchReviewSummary(signal?: AbortSignal): Promise<ReviewSummary> {
  const response = await api.get<unknown>('/reviews/summary', { signal });
  return successEnvelopeSchema(reviewSummarySchema).parse(response.data).data;
}

/** The next clip to listen to in `language`, or null when nothing is left there for this contributor. */
export async function fetchNextClip(
  language: RecordingLanguage,
  signal?: AbortSignal,
): Promise<NextClip | null> {
  const response = await api.get<unknown>('/reviews/next', { params: { language }, signal });
  if (response.status === 204) return null;
  return successEnvelopeSchema(nextClipSchema).parse(response.data).data;
}

/** The clip's audio: the route needs the bearer token, which an <audio src> cannot send. */
export async function fetchClipAudio(clip: NextClip, signal?: AbortSignal): Promise<Blob> {
  // audioUrl is the API's full path; the client adds the base itself.
  const path = clip.audioUrl.startsWith(API_BASE_PATH)
    ? clip.audioUrl.slice(API_BASE_PATH.length)
    : clip.audioUrl;
  return (await api.get<Blob>(path, { responseType: 'blob', signal })).data;
}

export async function castVote(recordingId: string, body: VoteBody): Promise<VoteResult> {
  const response = await api.post<unknown>(`/reviews/${recordingId}/vote`, body);
  return successEnvelopeSchema(voteResultSchema).parse(response.data).data;
}
