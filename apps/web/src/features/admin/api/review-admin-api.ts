// The admin Review panel's calls (issue 21). Every reply is parsed with the contract's schema.
import { listEnvelopeSchema, successEnvelopeSchema } from '@dhvani/contract/envelope';
import { ADMIN_PAGE_SIZE } from '@/lib/limits';
import {
  adminClipReviewSchema,
  reviewOverviewSchema,
  reviewSettingsSchema,
  reviewerItemSchema,
  type AdminClipReview,
  type KnownAnswer,
  type ReviewOverview,
  type ReviewSettings,
  type ReviewerItem,
  type VoteReason,
} from '@dhvani/contract/reviews';
import type { ListPage } from '@dhvani/contract/envelope';
import { readCheckAgreementSchema, type ReadCheckAgreement } from '@dhvani/contract/read-check';
import { api } from '@/lib/api';

export async function fetchReviewOverview(signal?: AbortSignal): Promise<ReviewOverview> {
  const response = await api.get<unknown>('/admin/reviews/overview', { signal });
  return successEnvelopeSchema(reviewOverviewSchema).parse(response.data).data;
}

/** Per language, how often the read-check agreed with reviewers' votes (issue 35). */
export async function fetchReadCheckAgreement(signal?: AbortSignal): Promise<ReadCheckAgreement> {
  const response = await api.get<unknown>('/admin/reviews/read-check', { signal });
  return successEnvelopeSchema(readCheckAgreementSchema).parse(response.data).data;
}

export async function fetchReviewers(page: number, signal?: AbortSignal): Promise<ListPage<ReviewerItem>> {
  const response = await api.get<unknown>('/admin/reviews/reviewers', {
    params: { page, limit: ADMIN_PAGE_SIZE },
    signal,
  });
  const { data, meta } = listEnvelopeSchema(reviewerItemSchema).parse(response.data);
  return { items: data, meta };
}

export async function setClipStatus(
  recordingId: string,
  status: 'validated' | 'rejected',
  reason?: VoteReason,
): Promise<AdminClipReview> {
  const response = await api.put<unknown>(
    `/admin/reviews/${recordingId}/status`,
    reason ? { status, reason } : { status },
  );
  return successEnvelopeSchema(adminClipReviewSchema).parse(response.data).data;
}

export async function setKnownAnswer(
  recordingId: string,
  answer: KnownAnswer | null,
): Promise<AdminClipReview> {
  const response = await api.put<unknown>(`/admin/reviews/${recordingId}/known-answer`, { answer });
  return successEnvelopeSchema(adminClipReviewSchema).parse(response.data).data;
}

export async function fetchReviewSettings(signal?: AbortSignal): Promise<ReviewSettings> {
  const response = await api.get<unknown>('/admin/reviews/settings', { signal });
  return successEnvelopeSchema(reviewSettingsSchema).parse(response.data).data;
}

export async function saveReviewSettings(settings: ReviewSettings): Promise<ReviewSettings> {
  const response = await api.put<unknown>('/admin/reviews/settings', settings);
  return successEnvelopeSchema(reviewSettingsSchema).parse(response.data).data;
}
