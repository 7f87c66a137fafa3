// The only SQL of the prompts feature: the last paragraph given to each user (last_paragraphs).
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { lastParagraphs } from '../../db/schema/index.js';
import type { Clock } from '../../lib/clock.js';
import type { LastParagraphStore } from './service.js';

export function createDbLastParagraphStore(db: Db, clock: Clock): LastParagraphStore {
  return {
    async get(userId) {
      const [row] = await db
        .select({ paragraph: lastParagraphs.paragraph })
        .from(lastParagraphs)
        .where(eq(lastParagraphs.userId, userId));
      return row?.paragraph ?? null;
    },
    async set(userId, paragraph) {
      const values = { paragraph, updatedAt: clock.now() };
      await db
        .insert(lastParagraphs)
        .values({ userId, ...values })
        .onConflictDoUpdate({ target: lastParagraphs.userId, set: values });
    },
  };
}
