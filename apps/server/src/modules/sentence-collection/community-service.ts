// Community sentences (issue 32, docs/sentences.md): a contributor proposes a sentence (the same rules as every
// other source, the same reason when it breaks one), others review it (two approvals validate it, two
// rejections reject it, nobody reviews their own, one vote each), and anyone may report a sentence they were
// given to read (two reports hold it until an admin decides). Each vote and report is one transaction that
// locks the sentence first, so counts and decisions stay right under concurrent requests.
import {
  COMMUNITY_LICENCE,
  OWN_WORDS_SOURCE,
  REVIEW_BATCH,
  SENTENCE_COMMUNITY_MESSAGES as M,
  type IssuedSentences,
  type PendingSentence,
  type ProposedSentence,
  type SentenceReportBody,
  type SentenceReportResult,
  type SentenceVoteResult,
} from '@dhvani/contract/sentence-community';
import type { Domain, RecordingLanguage } from '@dhvani/contract/enums';
import { checkSentence, type SentenceRejection } from '@dhvani/contract/sentences';
import type { Actor } from '../../access/policy.js';
import type { Db } from '../../db/database.js';
import { transaction } from '../../db/transaction.js';
import type { Clock } from '../../lib/clock.js';
import { HttpError, conflict, forbidden, notFound } from '../../lib/http-error.js';
import { deploymentSecret } from '../sentences/repository.js';
import { newShuffle, sentenceIdOf } from '../sentences/sentence-id.js';
import { sentenceSplit } from '../sentences/splits.js';
import {
  countReport,
  countVote,
  insertProposal,
  insertReport,
  insertVote,
  issuedSentences,
  lockSentence,
  proposalsBy,
  reviewQueue,
  type SentenceRow,
} from './community-repository.js';

const OWN_LIST_LIMIT = 50;

/** 400 with the rule the sentence breaks, as `params.reason`, so the web words it in the reader's language. */
export function sentenceRejected(reason: SentenceRejection): HttpError {
  const message = M.rejected(reason);
  return new HttpError(400, message, [{ path: 'sentence', message }], {
    code: 'sentence_rejected',
    params: { reason },
  });
}

const proposed = (row: SentenceRow): ProposedSentence => ({
  _id: row.id,
  language: row.language,
  domain: row.domain,
  text: row.text,
  status: row.status,
  approvals: row.approvals,
  rejections: row.rejections,
  createdAt: row.createdAt.toISOString(),
});

export interface Proposal {
  language: RecordingLanguage;
  domain: Domain;
  sentence: string;
  source: string | null;
}

export function createCommunityService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;
  let secret: Promise<string> | null = null;

  return {
    async propose(actor: Actor, p: Proposal): Promise<ProposedSentence> {
      const check = checkSentence(p.sentence, p.language);
      if (!check.ok) throw sentenceRejected(check.reason);
      const now = clock.now();
      const id = sentenceIdOf(check.text);
      const row = {
        id,
        language: p.language,
        domain: p.domain,
        text: check.text,
        dedupeKey: check.key,
        source: p.source ?? OWN_WORDS_SOURCE,
        licence: COMMUNITY_LICENCE,
        origin: 'community' as const,
        status: 'pending' as const,
        split: sentenceSplit(await (secret ??= deploymentSecret(db)), id),
        addedBy: actor.id,
        shuffle: newShuffle(),
        createdAt: now,
      };
      if (!(await insertProposal(db, row))) throw sentenceRejected('duplicate');
      return proposed({
        ...row,
        recordingsCount: 0,
        approvals: 0,
        rejections: 0,
        reports: 0,
        held: false,
        decidedAt: null,
      });
    },

    async mine(actor: Actor): Promise<ProposedSentence[]> {
      return (await proposalsBy(db, actor.id, OWN_LIST_LIMIT)).map(proposed);
    },

    /** The sentences of a text issued to this contributor (404 for anyone else's, as for none). */
    async issued(actor: Actor, readingTextId: string): Promise<IssuedSentences> {
      const found = await issuedSentences(db, readingTextId, actor.id);
      if (!found) throw notFound(M.textNotFound);
      return { readingTextId, sentences: found };
    },

    async queue(actor: Actor, language: RecordingLanguage): Promise<PendingSentence[]> {
      const rows = await reviewQueue(db, language, actor.id, REVIEW_BATCH);
      return rows.map((r) => ({
        _id: r.id,
        language: r.language,
        domain: r.domain,
        text: r.text,
        source: r.source,
        approvals: r.approvals,
        rejections: r.rejections,
      }));
    },

    async vote(actor: Actor, id: string, approve: boolean): Promise<SentenceVoteResult> {
      return transaction(db, async (tx) => {
        const sentence = await lockSentence(tx, id);
        if (!sentence) throw notFound(M.notFound);
        if (sentence.addedBy === actor.id) throw forbidden(M.ownSentence);
        if (sentence.status !== 'pending') throw conflict(M.notPending);
        if (!(await insertVote(tx, { sentenceId: id, voterId: actor.id, approve, at: clock.now() }))) {
          throw conflict(M.alreadyVoted);
        }
        const counted = await countVote(tx, id, approve, clock.now());
        if (!counted) throw conflict(M.notPending);
        return { _id: id, ...counted };
      });
    },

    async report(actor: Actor, id: string, body: SentenceReportBody): Promise<SentenceReportResult> {
      return transaction(db, async (tx) => {
        const sentence = await lockSentence(tx, id);
        if (!sentence) throw notFound(M.notFound);
        if (sentence.status !== 'validated') throw conflict(M.notOffered);
        const added = await insertReport(tx, {
          sentenceId: id,
          reporterId: actor.id,
          reason: body.reason,
          note: body.note || null,
          at: clock.now(),
        });
        if (!added) throw conflict(M.alreadyReported);
        return { _id: id, ...(await countReport(tx, id)) };
      });
    },
  };
}

export type CommunityService = ReturnType<typeof createCommunityService>;
