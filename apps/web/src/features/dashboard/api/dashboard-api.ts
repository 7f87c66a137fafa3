// The contributor dashboard's calls (SPEC §7): the recordings (one page of them), the contribution stats
// and the incentives, fetched together.
import type { PageMeta } from '@dhvani/contract/envelope';
import {
  contributionStatsSchema,
  incentivesSchema,
  recordingDeletionSchema,
  recordingItemSchema,
  type ContributionStats,
  type Incentives,
  type RecordingDeletion,
  type RecordingItem,
} from '@dhvani/contract/recordings';
import { reviewSummarySchema } from '@dhvani/contract/reviews';
import { CONTRIBUTOR_PAGE_SIZE } from '@/lib/limits';
import { api } from '@/lib/api';
import { getData, getPage } from '@/lib/api-replies';
import { successEnvelopeSchema } from '@dhvani/contract/envelope';

export interface DashboardData {
  stats: ContributionStats;
  incentives: Incentives;
  recordings: RecordingItem[];
  /** Where the page of recordings sits: its total drives the pager. */
  recordingsMeta: PageMeta;
  /** Reviews the contributor gave on the Listen page (issue 21); null when that count could not be read. */
  reviewsGiven: number | null;
}

/** The count is a side figure: the dashboard still shows when it cannot be read. */
async function loadReviewsGiven(signal?: AbortSignal): Promise<number | null> {
  try {
    return (await getData('/reviews/summary', reviewSummarySchema, { signal })).totalReviews;
  } catch {
    return null;
  }
}

export async function loadDashboard(page: number, signal?: AbortSignal): Promise<DashboardData> {
  const [stats, incentives, recordings, reviewsGiven] = await Promise.all([
    getData('/users/contribution-stats', contributionStatsSchema, { signal }),
    getData('/users/incentives', incentivesSchema, { signal }),
    getPage('/users/recordings', recordingItemSchema, {
      params: { page, limit: CONTRIBUTOR_PAGE_SIZE },
      signal,
    }),
    loadReviewsGiven(signal),
  ]);
  return {
    stats,
    incentives,
    recordings: recordings.items,
    recordingsMeta: recordings.meta,
    reviewsGiven,
  };
}

/**
 * Tokens credited per recording id (SPEC §9: looked up by id), from the ledger's award entries, completed
 * by the amount each recording row carries.
 */
export function tokensByRecording(incentives: Incentives, recordings: RecordingItem[]): Map<string, number> {
  const map = new Map<string, number>();
  for (const entry of incentives.tokens) {
    if (entry.kind === 'award' && entry.recordingId) map.set(entry.recordingId, entry.amount);
  }
  for (const r of recordings) if (r.tokens !== null && !map.has(r._id)) map.set(r._id, r.tokens);
  return map;
}

/** Deletes one of the contributor's recordings (issue 23); answers how many tokens were taken back. */
export async function deleteOwnRecording(id: string): Promise<RecordingDeletion> {
  const response = await api.delete<unknown>(`/recordings/${encodeURIComponent(id)}`);
  return successEnvelopeSchema(recordingDeletionSchema).parse(response.data).data;
}

/**
 * Recordings whose award was taken back (rejected in review) and not given back since, from the ledger:
 * the dashboard says "Tokens reversed" beside them.
 */
export function reversedRecordings(incentives: Incentives): Set<string> {
  const reversed = new Set<string>();
  // Oldest first, so a later reinstatement cancels an earlier reversal.
  const entries = [...incentives.tokens].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  for (const entry of entries) {
    if (!entry.recordingId) continue;
    if (entry.kind === 'reversal') reversed.add(entry.recordingId);
    if (entry.kind === 'reinstatement') reversed.delete(entry.recordingId);
  }
  return reversed;
}
