// Start-up work (issue 32): the built-in corpus becomes rows, and recordings made before sentences were rows
// are linked to the earlier bank's sentences they read. Several processes may start at once: the work runs
// under an advisory lock and every insert is idempotent, so the loser waits and then finds nothing to do. A
// start whose corpus files are unchanged since the last sync does nothing at all.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { builtinCorpus } from './corpus.js';
import {
  analyseSentences,
  corpusState,
  deploymentSecret,
  insertSentences,
  linkLegacyRecordings,
  retireBuiltinSentencesExcept,
  saveCorpusState,
} from './repository.js';
import { newShuffle } from './sentence-id.js';
import { sentenceSplit } from './splits.js';

const SYNC_LOCK_KEY = 72_410_032;

export interface CorpusSyncResult {
  inserted: number;
  retired: number;
  linked: number;
}

export async function syncBuiltinCorpus(db: Db, clock: Clock): Promise<CorpusSyncResult> {
  const corpus = builtinCorpus();
  const secret = await deploymentSecret(db);
  const result = await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SYNC_LOCK_KEY})`);
    const state = await corpusState(tx);
    const result: CorpusSyncResult = { inserted: 0, retired: 0, linked: 0 };
    const now = clock.now();
    if (state?.corpusHash !== corpus.hash) {
      const inserted = await insertSentences(
        tx,
        corpus.sentences.map((s) => ({
          id: s.id,
          language: s.language,
          domain: s.domain,
          text: s.text,
          dedupeKey: s.key,
          source: s.source,
          licence: s.licence,
          origin: 'builtin' as const,
          status: s.status,
          split: sentenceSplit(secret, s.id),
          shuffle: newShuffle(),
          createdAt: now,
          decidedAt: now,
        })),
      );
      result.inserted = inserted.length;
      // A sentence taken out of the files is no longer offered; its rows and recordings stay.
      const current = corpus.sentences.filter((s) => s.status === 'validated').map((s) => s.id);
      result.retired = await retireBuiltinSentencesExcept(tx, current, now);
      await saveCorpusState(tx, { corpusHash: corpus.hash });
    }
    if (!state?.legacyLinkedAt) {
      result.linked = await linkLegacyRecordings(tx);
      await saveCorpusState(tx, { legacyLinkedAt: now });
    }
    return result;
  });
  // The embedded database runs no autovacuum: without statistics its planner takes the table for one row and
  // the offer query re-reads a speaker's reads for every candidate sentence.
  if (result.inserted > 0 || result.retired > 0) await analyseSentences(db);
  return result;
}
