// Reading texts (issue 32, docs/sentences.md): the server chooses what a contributor reads, remembers what it
// issued, and vouches for a recording's transcript only when it is a text it issued to that contributor.
//
// Choosing: validated sentences of the language and domain, of the speaker's own split (splits.ts), never one
// this speaker has read, least read first (so no sentence gets a fourth recording while another has fewer than
// SENTENCE_MAX_RECORDINGS), and not one issued to them a moment ago (Regenerate shows another). When those run
// out the rules relax one at a time, in the order they matter least: the recent ones, then what the speaker has
// read, then the domain; the split never, since a clip outside its speaker's split could enter no release.
import { randomInt, randomUUID } from 'node:crypto';
import type { Domain, RecordingLanguage } from '@dhvani/contract/enums';
import type { ErrorCode } from '@dhvani/contract/envelope';
import { READING_TEXT_MESSAGES } from '@dhvani/contract/reading-texts';
import { sentenceKey, type SentenceSplit, type TextSource } from '@dhvani/contract/sentences';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { HttpError } from '../../lib/http-error.js';
import {
  deploymentSecret,
  findLatestReadingText,
  findMatchingReadingText,
  findReadingText,
  insertReadingText,
  offerSentences,
  type OfferQuery,
} from './repository.js';
import { speakerSplit } from './splits.js';

const DAY_MS = 86_400_000;
/** SPEC's own client sends only the text: it is matched to a text issued to that user within this long. */
export const MATCH_WINDOW_MS = DAY_MS;
/** Texts issued this recently are not offered again at once. */
const RECENT_WINDOW_MS = DAY_MS;

export interface ReadingText {
  id: string;
  text: string;
  language: RecordingLanguage;
  domain: Domain;
  sentences: Array<{ id: string; text: string }>;
}

/** What the server knows of an upload's transcript (recordings/upload-service.ts stores it). */
export interface VouchedTranscript {
  transcript: string;
  textSource: TextSource;
  readingTextId: string | null;
  sentenceIds: string[];
  /** The speaker's split (also the sentences'), or null for a text the server did not issue. */
  split: SentenceSplit | null;
}

export interface ReadingTextDeps {
  db: Db;
  clock: Clock;
  /** Sentences per reading text (READING_TEXT_SENTENCES). */
  sentencesPerText: number;
}

export function createReadingTexts(deps: ReadingTextDeps) {
  const { db, clock } = deps;
  let secret: Promise<string> | null = null;
  // The secret never changes once made; one read per process.
  const splitOf = async (userId: string) => speakerSplit(await (secret ??= deploymentSecret(db)), userId);

  async function choose(userId: string, language: RecordingLanguage, domain: Domain) {
    const split = await splitOf(userId);
    const recentSince = new Date(clock.now().getTime() - RECENT_WINDOW_MS);
    const count = deps.sentencesPerText;
    const attempts: OfferQuery[] = [
      { language, domain, split, userId, skipRead: true, recentSince },
      { language, domain, split, userId, skipRead: true, recentSince: null },
      { language, domain, split, userId, skipRead: false, recentSince },
      { language, domain: null, split, userId, skipRead: true, recentSince },
      { language, domain: null, split, userId, skipRead: false, recentSince: null },
    ];
    for (const query of attempts) {
      const picked = await offerSentences(db, query, count, randomInt(0, 2 ** 31 - 1));
      if (picked.length > 0) return picked;
    }
    return [];
  }

  return {
    splitOf,

    /** Issues a reading text for this contributor, or 409 when the language has no sentence of their split. */
    async issue(userId: string, language: RecordingLanguage, domain: Domain): Promise<ReadingText> {
      const picked = await choose(userId, language, domain);
      if (picked.length === 0) {
        const message = READING_TEXT_MESSAGES.noSentences(language);
        throw new HttpError(409, message, undefined, { code: 'no_sentences', params: { language } });
      }
      const text = picked.map((s) => s.text).join(' ');
      const row = {
        id: randomUUID(),
        userId,
        language,
        domain,
        text,
        sentenceIds: picked.map((s) => s.id),
        matchKey: sentenceKey(text),
        issuedAt: clock.now(),
      };
      await insertReadingText(db, row);
      return {
        id: row.id,
        text,
        language,
        domain,
        sentences: picked.map(({ id, text: t }) => ({ id, text: t })),
      };
    },

    /**
     * The text this contributor was given last (in the last day), which an upload they just finished most
     * likely reads: the uploads feature read-checks the upload against it before the commit says (issue 35).
     */
    latestIssued: (userId: string) =>
      findLatestReadingText(db, userId, new Date(clock.now().getTime() - MATCH_WINDOW_MS)),

    /**
     * The transcript a recording may carry. With a reading text id: that text, if it was issued to this user for
     * this language and domain and the upload's text is the same (else 400). Without one (SPEC's client): the
     * newest text issued to this user in the last day that the upload's text equals, or else the upload's own
     * text, unverified (kept and graded, never released).
     */
    async vouch(
      userId: string,
      fields: {
        paragraph: string;
        language: RecordingLanguage;
        domain: Domain;
        readingTextId?: string | null;
      },
    ): Promise<VouchedTranscript> {
      const key = sentenceKey(fields.paragraph);
      if (fields.readingTextId) {
        const issued = await findReadingText(db, fields.readingTextId, userId);
        const refuse = (message: string, code: ErrorCode) =>
          new HttpError(400, message, [{ path: 'readingTextId', message }], { code });
        if (!issued || issued.language !== fields.language || issued.domain !== fields.domain) {
          throw refuse(READING_TEXT_MESSAGES.notIssued, 'reading_text_unknown');
        }
        if (issued.matchKey !== key) throw refuse(READING_TEXT_MESSAGES.textDiffers, 'reading_text_differs');
        return vouched(issued, 'issued', await splitOf(userId));
      }
      const matched = await findMatchingReadingText(db, {
        userId,
        language: fields.language,
        matchKey: key,
        since: new Date(clock.now().getTime() - MATCH_WINDOW_MS),
      });
      if (matched) return vouched(matched, 'matched', await splitOf(userId));
      return {
        transcript: fields.paragraph,
        textSource: 'unverified',
        readingTextId: null,
        sentenceIds: [],
        split: null,
      };
    },
  };
}

function vouched(
  issued: { id: string; text: string; sentenceIds: string[] },
  textSource: 'issued' | 'matched',
  split: SentenceSplit,
): VouchedTranscript {
  // The server's own text, exactly as issued, whatever spacing or punctuation the client sent back.
  return {
    transcript: issued.text,
    textSource,
    readingTextId: issued.id,
    sentenceIds: issued.sentenceIds,
    split,
  };
}

export type ReadingTexts = ReturnType<typeof createReadingTexts>;
