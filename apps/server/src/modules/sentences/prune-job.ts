// Reading texts are kept for a month: long enough for a recording made offline to be sent and vouched for by
// its id, after which a recording keeps its sentences in recording_sentences and the text is not needed.
import { z } from 'zod';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { defineJobKind, type JobHandlerOptions } from '../jobs/kind.js';
import { pruneReadingTexts } from './repository.js';

export const KEEP_READING_TEXTS_MS = 30 * 86_400_000;

export const pruneReadingTextsKind = defineJobKind('sentences.prune-reading-texts', z.object({}));

export function pruneReadingTextsHandler(deps: { db: Db; clock: Clock }): JobHandlerOptions<object> {
  return {
    everyMs: 6 * 60 * 60_000,
    async handler() {
      const before = new Date(deps.clock.now().getTime() - KEEP_READING_TEXTS_MS);
      return { deleted: await pruneReadingTexts(deps.db, before) };
    },
  };
}
