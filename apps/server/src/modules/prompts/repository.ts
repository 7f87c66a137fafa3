// The only SQL of the prompts feature: the last transcript given to each user (last_transcripts).
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { lastTranscripts } from '../../db/schema/index.js';
import type { Clock } from '../../lib/clock.js';
import type { LastTranscriptStore } from './service.js';

export function createDbLastTranscriptStore(db: Db, clock: Clock): LastTranscriptStore {
  return {
    async get(userId) {
      const [row] = await db
        .select({ transcript: lastTranscripts.transcript })
        .from(lastTranscripts)
        .where(eq(lastTranscripts.userId, userId));
      return row?.transcript ?? null;
    },
    async set(userId, transcript) {
      const values = { transcript, updatedAt: clock.now() };
      await db
        .insert(lastTranscripts)
        .values({ userId, ...values })
        .onConflictDoUpdate({ target: lastTranscripts.userId, set: values });
    },
  };
}
