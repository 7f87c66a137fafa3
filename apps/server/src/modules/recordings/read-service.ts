// The contributor's own recordings and figures, read for GET /users/recordings and /users/contribution-stats.
import type { RecordingItem } from '@dhvani/contract/recordings';
import type { ContributionStats } from '@dhvani/contract/recordings';
import type { Db } from '../../db/database.js';
import type { Paging } from '../../lib/paging.js';
import { toRecordingItem } from './recording-item.js';
import { countUserRecordings, listUserRecordings, userStats } from './repository.js';

export function createRecordingReads(deps: { db: Db }) {
  return {
    async page(userId: string, paging: Paging): Promise<{ items: RecordingItem[]; total: number }> {
      const [rows, total] = await Promise.all([
        listUserRecordings(deps.db, userId, paging),
        countUserRecordings(deps.db, userId),
      ]);
      return { items: rows.map((r) => toRecordingItem(r.row, r.tokens, r.review)), total };
    },

    async stats(userId: string): Promise<ContributionStats> {
      return userStats(deps.db, userId);
    },
  };
}

export type RecordingReads = ReturnType<typeof createRecordingReads>;
