// What a reviewer hears next (issue 21): GET /reviews/next and /reviews/summary, and who may hear a clip.
// About one clip in `knownAnswerEvery` is a known-answer clip, served exactly like the others, and never when
// no real clip is left for the reviewer (it would stand out as the only one). A queued clip
// goes on the reviewer's screen for a few minutes so that reviewers at the same moment hear different clips;
// when every remaining clip is on someone else's screen the reviewer still gets one, so "nothing left" is
// only said when nothing is left that this reviewer may review.
import { PROFILE_LANGUAGES, RECORDING_LANGUAGES, type RecordingLanguage } from '@dhvani/contract/enums';
import { REVIEW_MESSAGES, type NextClip, type ReviewSummary } from '@dhvani/contract/reviews';
import type { Domain } from '@dhvani/contract/enums';
import { requireRight } from '../../access/policy.js';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { forbidden, notFound } from '../../lib/http-error.js';
import type { AuthUser } from '../../plugins/auth.js';
import type { CachedUser } from '../../plugins/auth-cache.js';
import {
  anyQueuedClip,
  clipToShow,
  findClip,
  knownAnswerClip,
  offerQueuedClip,
  recordedLanguages,
  type ClipToShow,
} from './queue-repository.js';
import { loadSettings } from './settings-repository.js';
import { reviewsGiven } from './vote-repository.js';

/** How long a clip stays on one reviewer's screen before another reviewer may be given it. */
export const OFFER_MS = 3 * 60_000;

export interface QueueDeps {
  db: Db;
  clock: Clock;
  /** 0 ≤ x < 1; Math.random in the app, fixed in tests. */
  random(): number;
}

type Reviewer = Pick<CachedUser, 'id' | 'motherTongue' | 'knownLanguages'>;

const isProfileLanguage = (l: string) => (PROFILE_LANGUAGES as readonly string[]).includes(l);

/** The answers to a reviewer asking for a clip that does not exist, or is their own. */
export const CLIP_ACCESS = { notFound: REVIEW_MESSAGES.notFound, forbidden: REVIEW_MESSAGES.ownClip };

export const audioUrlOf = (recordingId: string) => `/api/v1/reviews/${recordingId}/audio`;

export function createQueueService(deps: QueueDeps) {
  const { db, clock } = deps;

  /** The profile's languages (mother tongue first) and those the reviewer records in, as recording languages. */
  async function reviewLanguages(user: Reviewer): Promise<RecordingLanguage[]> {
    const profile = [user.motherTongue ?? '', ...user.knownLanguages].filter(isProfileLanguage);
    const all = new Set([...profile, ...(await recordedLanguages(db, user.id))]);
    return RECORDING_LANGUAGES.filter((l) => all.has(l)).sort(
      (a, b) => rankIn(profile, a) - rankIn(profile, b),
    );
  }

  async function requireLanguage(user: Reviewer, language: RecordingLanguage): Promise<void> {
    const profile = [user.motherTongue ?? '', ...user.knownLanguages];
    if (profile.includes(language)) return;
    if (!(await reviewLanguages(user)).includes(language)) {
      throw forbidden(REVIEW_MESSAGES.languageNotYours);
    }
  }

  async function nextClip(reviewerId: string, language: RecordingLanguage): Promise<ClipToShow | null> {
    const ask = { reviewerId, language };
    const { knownAnswerEvery } = await loadSettings(db);
    if (knownAnswerEvery > 0 && deps.random() * knownAnswerEvery < 1) {
      const known = await knownAnswerClip(db, ask);
      if (known) return clipToShow(db, known);
    }
    const now = clock.now();
    const offered = await offerQueuedClip(db, { ...ask, now, until: new Date(now.getTime() + OFFER_MS) });
    if (offered) return offered;
    const any = await anyQueuedClip(db, ask);
    return any ? clipToShow(db, any) : null;
  }

  return {
    reviewLanguages,

    /** The next clip for the reviewer in this language, or null when none is left for them. */
    async next(user: Reviewer, language: RecordingLanguage): Promise<NextClip | null> {
      await requireLanguage(user, language);
      const clip = await nextClip(user.id, language);
      if (!clip) return null;
      return {
        _id: clip.id,
        language: clip.language as RecordingLanguage,
        domain: clip.domain as Domain,
        text: clip.text,
        audioUrl: audioUrlOf(clip.id),
      };
    },

    async summary(user: Reviewer): Promise<ReviewSummary> {
      const languages = await reviewLanguages(user);
      const [totalReviews, available] = await Promise.all([
        reviewsGiven(db, user.id),
        Promise.all(languages.map((language) => anyQueuedClip(db, { reviewerId: user.id, language }))),
      ]);
      return {
        totalReviews,
        languages: languages.map((language, i) => ({ language, available: available[i] !== null })),
      };
    },

    /**
     * The recording a reviewer may hear: someone else's clip that waits for votes, or a known-answer clip.
     * Anything else is 404, like a recording that does not exist; their own clip is 403.
     */
    async audioFor(actor: AuthUser, recordingId: string) {
      const found = await findClip(db, recordingId);
      const recording = requireRight(actor, 'recording.review', found?.recording ?? null, CLIP_ACCESS);
      const review = found?.review;
      const hearable = review && (review.status === 'pending' || review.knownAnswer !== null);
      if (!hearable) throw notFound(REVIEW_MESSAGES.notFound);
      return recording;
    },
  };
}

function rankIn(profile: string[], language: string): number {
  const i = profile.indexOf(language);
  return i === -1 ? profile.length : i;
}

export type QueueService = ReturnType<typeof createQueueService>;
