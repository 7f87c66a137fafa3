// GET /reviews/next, /reviews/summary and a reviewer's audio (issue 21): what a reviewer is offered, and
// what never: their own clips, clips they answered, clips with enough votes, clips the analyser rejected.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REVIEW_MESSAGES } from '@dhvani/contract/reviews';
import { SPEECH_TEXTS } from '../../../../../scripts/make-audio-fixtures.mjs';
import { bearer, registerUser, type RegisteredUser } from '../../../test/support/accounts.js';
import { gradedClip, nextClip, reviewOf, vote } from '../../../test/support/reviews.js';
import { createTestApp, type TestApp } from '../../../test/support/test-app.js';

describe('the review queue', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  }, 120_000);
  afterAll(async () => t.close());

  /** People who speak only `language`: each test has a language, so its queue is its own. */
  const speaker = (language: string) =>
    registerUser(t.app, { motherTongue: language, knownLanguages: language });
  /** A graded clip, a second later than the one before (the queue serves the older first). */
  async function clip(owner: RegisteredUser, language: string, kind?: 'tone') {
    t.clock.advance(1000);
    return gradedClip(t.app, owner, { language, kind });
  }

  const get = (url: string, user: RegisteredUser) =>
    t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: bearer(user.accessToken) });

  it('says 204 with nothing to review, never offers a clip to its owner, and offers it to others', async () => {
    const [owner, reviewer] = await Promise.all([speaker('Hindi'), speaker('Hindi')]);
    expect((await nextClip(t.app, reviewer, 'Hindi')).statusCode).toBe(204);
    const id = await clip(owner, 'Hindi');
    expect((await nextClip(t.app, owner, 'Hindi')).statusCode).toBe(204);

    const res = await nextClip(t.app, reviewer, 'Hindi');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      _id: id,
      language: 'Hindi',
      domain: 'healthcare',
      text: SPEECH_TEXTS.hi, // the text the contributor was shown
      audioUrl: `/api/v1/reviews/${id}/audio`,
    });
    const audio = await get(`/reviews/${id}/audio`, reviewer);
    expect(audio.statusCode).toBe(200);
    expect(audio.headers['content-type']).toBe('audio/wav');
    expect((await get(`/reviews/${id}/audio`, owner)).statusCode).toBe(403);

    // The owner sees it waiting for review.
    expect((await reviewOf(t.app, owner, id)).review).toEqual({
      status: 'pending',
      upVotes: 0,
      downVotes: 0,
      reasons: [],
      decidedBy: null,
    });
  });

  it('keeps a clip the analyser rejected out of the queue, and tells its owner why', async () => {
    const [owner, reviewer] = await Promise.all([speaker('Bengali'), speaker('Bengali')]);
    const tone = await clip(owner, 'Bengali', 'tone');
    expect((await nextClip(t.app, reviewer, 'Bengali')).statusCode).toBe(204);
    expect((await reviewOf(t.app, owner, tone)).review).toEqual({
      status: 'rejected',
      upVotes: 0,
      downVotes: 0,
      reasons: ['no_speech'],
      decidedBy: 'analyser',
    });
    expect((await get(`/reviews/${tone}/audio`, reviewer)).statusCode).toBe(404);
    const refused = await vote(t.app, reviewer, tone, { vote: 'up' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(REVIEW_MESSAGES.notInReview);
  });

  it('offers the next clip once the reviewer has answered or skipped one, and 204 after the last', async () => {
    const language = 'Gujarati';
    const [owner, reviewer, other] = await Promise.all([
      speaker(language),
      speaker(language),
      speaker(language),
    ]);
    const first = await clip(owner, language);
    const later = await clip(owner, language);
    expect((await nextClip(t.app, reviewer, language)).json().data._id).toBe(first);
    // Asked again before answering, the same clip: it is on their screen.
    expect((await nextClip(t.app, reviewer, language)).json().data._id).toBe(first);
    // Another reviewer at the same moment hears another clip.
    expect((await nextClip(t.app, other, language)).json().data._id).toBe(later);

    expect((await vote(t.app, reviewer, first, { vote: 'skip' })).statusCode).toBe(200);
    expect((await nextClip(t.app, reviewer, language)).json().data._id).toBe(later);
    expect((await vote(t.app, reviewer, later, { vote: 'up' })).statusCode).toBe(200);
    expect((await nextClip(t.app, reviewer, language)).statusCode).toBe(204);
  });

  it('never says nothing is left while a clip remains, even one on another reviewer’s screen', async () => {
    const language = 'Punjabi';
    const [owner, reviewer, other] = await Promise.all([
      speaker(language),
      speaker(language),
      speaker(language),
    ]);
    const only = await clip(owner, language);
    expect((await nextClip(t.app, other, language)).json().data._id).toBe(only);
    expect((await nextClip(t.app, reviewer, language)).json().data._id).toBe(only);
  });

  it('stops offering a clip once it has enough votes', async () => {
    const language = 'Kannada';
    const people = await Promise.all([1, 2, 3, 4].map(() => speaker(language)));
    const [owner, reviewer, a, b] = people as [
      RegisteredUser,
      RegisteredUser,
      RegisteredUser,
      RegisteredUser,
    ];
    const id = await clip(owner, language);
    expect((await vote(t.app, a, id, { vote: 'up' })).statusCode).toBe(200);
    expect((await nextClip(t.app, reviewer, language)).json().data._id).toBe(id);
    expect((await vote(t.app, b, id, { vote: 'up' })).statusCode).toBe(200);
    expect((await nextClip(t.app, reviewer, language)).statusCode).toBe(204);
    expect((await get(`/reviews/${id}/audio`, reviewer)).statusCode).toBe(404);
  });

  it('offers only languages the reviewer knows, and says which of them have clips', async () => {
    const [owner, reviewer, second] = await Promise.all([
      speaker('Malayalam'),
      speaker('Malayalam'),
      speaker('Telugu'),
    ]);
    await clip(owner, 'Malayalam');
    const refused = await nextClip(t.app, second, 'Malayalam');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(REVIEW_MESSAGES.languageNotYours);
    expect((await nextClip(t.app, second, 'Telugu')).statusCode).toBe(204);
    expect((await nextClip(t.app, second, 'Klingon')).statusCode).toBe(400);

    const summary = (await get('/reviews/summary', second)).json().data;
    expect(summary).toEqual({ totalReviews: 0, languages: [{ language: 'Telugu', available: false }] });
    // Someone who records in a language knows it, whatever the profile says.
    await clip(second, 'Malayalam');
    const mine = (await get('/reviews/summary', second)).json().data;
    expect(mine.languages).toEqual([
      { language: 'Telugu', available: false },
      { language: 'Malayalam', available: true },
    ]);
    expect((await nextClip(t.app, second, 'Malayalam')).statusCode).toBe(200);

    const ofReviewer = (await get('/reviews/summary', reviewer)).json().data;
    expect(ofReviewer.languages).toEqual([{ language: 'Malayalam', available: true }]);
  });
});
