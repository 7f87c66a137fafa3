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
      // One row more than the page: when it is not there the list ends on this page and its total is known
      // without counting (most contributors have fewer recordings than one page); the count is a second
      // statement, on embedded PGlite a second turn of its one connection (issue 37).
      const rows = await listUserRecordings(deps.db, userId, { ...paging, limit: paging.limit + 1 });
      const ends = rows.length <= paging.limit && (rows.length > 0 || paging.offset === 0);
      const total = ends ? paging.offset + rows.length : await countUserRecordings(deps.db, userId);
      const items = rows.slice(0, paging.limit).map((r) => toRecordingItem(r.row, r.tokens, r.review));
      return { items, total };
    },

    async stats(userId: string): Promise<ContributionStats> {
      return userStats(deps.db, userId);
    },
  };
}

export type RecordingReads = ReturnType<typeof createRecordingReads>;
