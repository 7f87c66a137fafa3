import { describe, expect, it } from 'vitest';
import type { NextClip, ReviewSummary } from '@dhvani/contract/reviews';
import {
  canAnswer,
  initialSession,
  otherLanguagesWithClips,
  sessionReducer,
  sessionView,
  type SessionAction,
} from './session';

const clip: NextClip = { _id: 'c1', language: 'Hindi', domain: 'education', text: 'नमस्ते', audioUrl: '/a' };
const summary: ReviewSummary = {
  totalReviews: 5,
  languages: [
    { language: 'Tamil', available: false },
    { language: 'Hindi', available: true },
    { language: 'Bengali', available: true },
  ],
};
const run = (...actions: SessionAction[]) => actions.reduce(sessionReducer, initialSession);
/** The page after `actions`, with the server's summary and `answer` for the clip asked for. */
const page = (answer: NextClip | null | undefined, ...actions: SessionAction[]) =>
  sessionView(run(...actions), { summary, clip: answer, error: null });

describe('the Listen page’s session', () => {
  it('starts in the first language (mother tongue first) that has clips waiting', () => {
    expect(page(undefined)).toMatchObject({ language: 'Hindi', totalReviews: 5, clip: { kind: 'loading' } });
  });

  it('says nothing is loading when the contributor has no language to review in', () => {
    const none = sessionView(initialSession, {
      summary: { totalReviews: 0, languages: [] },
      clip: undefined,
      error: null,
    });
    expect(none.clip).toEqual({ kind: 'none' });
  });

  it('shows why the page could not be loaded', () => {
    expect(
      sessionView(initialSession, { summary: undefined, clip: undefined, error: 'Offline.' }).clip,
    ).toEqual({ kind: 'error', message: 'Offline.' });
  });

  it('lets Yes and No be answered only once the clip was heard to its end', () => {
    expect(canAnswer(page(clip))).toBe(false);
    expect(run({ type: 'askReason' }).choosingReason).toBe(false);
    expect(canAnswer(page(clip, { type: 'heard' }))).toBe(true);
    expect(run({ type: 'heard' }, { type: 'askReason' }).choosingReason).toBe(true);
    expect(canAnswer(page(clip, { type: 'heard' }, { type: 'sending' }))).toBe(false);
  });

  it('counts Yes and No answers for the session but not skips, and asks for the next clip', () => {
    const answered = run({ type: 'heard' }, { type: 'voted', vote: 'down', totalReviews: 6 });
    expect(answered).toMatchObject({ sessionReviews: 1, totalReviews: 6, heard: false, round: 1 });
    expect(sessionView(answered, { summary, clip: undefined, error: null })).toMatchObject({
      totalReviews: 6,
      clip: { kind: 'loading' },
    });
    const skipped = run({ type: 'heard' }, { type: 'voted', vote: 'skip', totalReviews: 5 });
    expect(skipped).toMatchObject({ sessionReviews: 0, round: 1 });
  });

  it('offers the other languages that still have clips when one runs out', () => {
    const empty = page(null, { type: 'emptied', language: 'Hindi' });
    expect(empty.clip).toEqual({ kind: 'none' });
    expect(otherLanguagesWithClips(empty)).toEqual(['Bengali']);
    const bengali = run({ type: 'emptied', language: 'Hindi' }, { type: 'language', language: 'Bengali' });
    expect(sessionView(bengali, { summary, clip: undefined, error: null })).toMatchObject({
      language: 'Bengali',
      clip: { kind: 'loading' },
    });
    // Hindi is now known to be empty: it is not offered back.
    const bengaliEmpty = sessionView(sessionReducer(bengali, { type: 'emptied', language: 'Bengali' }), {
      summary,
      clip: null,
      error: null,
    });
    expect(otherLanguagesWithClips(bengaliEmpty)).toEqual([]);
  });
});
