// The admin's view of the sentences (issue 32, docs/sentences.md): per language and domain what can be read,
// what is fresh (never recorded) with a warning below FRESH_SENTENCES_WARNING, what has reached the cap of
// recordings, what waits for review and what was reported; the speakers' split shares; and the decision on a
// held sentence (keep: offered again; retire: never again), audited.
import { DOMAINS, RECORDING_LANGUAGES, type RecordingLanguage } from '@dhvani/contract/enums';
import {
  FRESH_SENTENCES_WARNING,
  SENTENCE_ADMIN_MESSAGES as M,
  type ReportedSentence,
  type SentenceCounts,
  type SentenceDecision,
  type SentenceOverview,
} from '@dhvani/contract/sentence-admin';
import { SENTENCE_SPLITS, type SentenceSplit } from '@dhvani/contract/sentences';
import type { Actor } from '../../access/policy.js';
import type { Db } from '../../db/database.js';
import { transaction } from '../../db/transaction.js';
import type { Clock } from '../../lib/clock.js';
import { conflict, notFound } from '../../lib/http-error.js';
import { insertAudit } from '../admin/repository.js';
import {
  countsByLanguageAndDomain,
  keepSentence,
  reportedSentences,
  retireSentence,
  sentenceExists,
  speakersBySplit,
} from './sentence-admin-repository.js';

const REPORTED_LIMIT = 100;

export interface SentenceAdminDeps {
  db: Db;
  clock: Clock;
  /** SENTENCE_MAX_RECORDINGS: recordings a sentence gets while others remain. */
  maxRecordings: number;
}

export function createSentenceAdminService(deps: SentenceAdminDeps) {
  const { db, clock, maxRecordings } = deps;

  return {
    async overview(): Promise<SentenceOverview> {
      const [counts, splits] = await Promise.all([
        countsByLanguageAndDomain(db, maxRecordings),
        speakersBySplit(db),
      ]);
      const found = new Map(counts.map((c) => [`${c.language}/${c.domain}`, c]));
      // Every language and domain, those with no sentence at all included: they are the shortest.
      const rows: SentenceCounts[] = RECORDING_LANGUAGES.flatMap((language) =>
        DOMAINS.map((domain) => {
          const c = found.get(`${language}/${domain}`);
          const fresh = c?.fresh ?? 0;
          return {
            language,
            domain,
            validated: c?.validated ?? 0,
            fresh,
            atCap: c?.at_cap ?? 0,
            pending: c?.pending ?? 0,
            reported: c?.reported ?? 0,
            held: c?.held ?? 0,
            short: fresh < FRESH_SENTENCES_WARNING,
          };
        }),
      );
      const speakerSplits = RECORDING_LANGUAGES.map((language) => {
        const speakers = Object.fromEntries(SENTENCE_SPLITS.map((s) => [s, 0])) as Record<
          SentenceSplit,
          number
        >;
        for (const r of splits) if (r.language === language) speakers[r.split] = r.speakers;
        return { language, speakers };
      });
      return { maxRecordings, freshWarning: FRESH_SENTENCES_WARNING, rows, speakerSplits };
    },

    async reported(language?: RecordingLanguage): Promise<ReportedSentence[]> {
      return (await reportedSentences(db, language, REPORTED_LIMIT)).map((r) => ({
        _id: r.id,
        language: r.language,
        domain: r.domain,
        text: r.text,
        source: r.source,
        reports: r.reports,
        held: r.held,
        reasons: r.reasons ?? {},
        notes: r.notes ?? [],
      }));
    },

    async decide(actor: Actor, id: string, decision: SentenceDecision) {
      const at = clock.now();
      const row = await transaction(db, async (tx) => {
        const changed =
          decision === 'keep' ? await keepSentence(tx, id, at) : await retireSentence(tx, id, at);
        if (!changed) return null;
        await insertAudit(tx, {
          action: decision === 'keep' ? 'sentence.keep' : 'sentence.retire',
          actorId: actor.id,
          details: { sentenceId: id },
          createdAt: at,
        });
        return changed;
      });
      if (!row) throw (await sentenceExists(db, id)) ? conflict(M.notReported) : notFound(M.notFound);
      return { _id: row.id, status: row.status as 'validated' | 'retired', held: row.held };
    },
  };
}

export type SentenceAdminService = ReturnType<typeof createSentenceAdminService>;
