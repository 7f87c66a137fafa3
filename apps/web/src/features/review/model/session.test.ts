import { describe, expect, it } from 'vitest';
import type { NextClip } from '@dhvani/contract/reviews';
import {
  canAnswer,
  initialSession,
  otherLanguagesWithClips,
  sessionReducer,
  type SessionAction,
} from './session';

const clip: NextClip = { _id: 'c1', language: 'Hindi', domain: 'education', text: 'नमस्ते', audioUrl: '/a' };
const run = (...actions: SessionAction[]) => actions.reduce(sessionReducer, initialSession);
const summary: SessionAction = {
  type: 'summary',
  summary: {
    totalReviews: 5,
    languages: [
      { language: 'Tamil', available: false },
      { language: 'Hindi', available: true },
      { language: 'Bengali', available: true },
    ],
  },
};

describe('the Listen page’s session', () => {
  it('starts in the first language (mother tongue first) that has clips waiting', () => {
    expect(run(summary).language).toBe('Hindi');
    expect(run(summary).totalReviews).toBe(5);
  });

  it('says nothing is loading when the contributor has no language to review in', () => {
    expect(run({ type: 'summary', summary: { totalReviews: 0, languages: [] } }).clip).toEqual({
      kind: 'none',
    });
  });

  it('lets Yes and No be answered only once the clip was heard to its end', () => {
    const ready = run(summary, { type: 'clip', clip });
    expect(canAnswer(ready)).toBe(false);
    expect(sessionReducer(ready, { type: 'askReason' }).choosingReason).toBe(false);
    const heard = sessionReducer(ready, { type: 'heard' });
    expect(canAnswer(heard)).toBe(true);
    expect(sessionReducer(heard, { type: 'askReason' }).choosingReason).toBe(true);
    expect(canAnswer(sessionReducer(heard, { type: 'sending' }))).toBe(false);
  });

  it('counts Yes and No answers for the session but not skips, and asks for the next clip', () => {
    const base = run(summary, { type: 'clip', clip }, { type: 'heard' });
    const answered = sessionReducer(base, { type: 'voted', vote: 'down', totalReviews: 6 });
    expect(answered).toMatchObject({
      sessionReviews: 1,
      totalReviews: 6,
      clip: { kind: 'loading' },
      heard: false,
    });
    const skipped = sessionReducer(base, { type: 'voted', vote: 'skip', totalReviews: 5 });
    expect(skipped.sessionReviews).toBe(0);
  });

  it('offers the other languages that still have clips when one runs out', () => {
    const empty = run(summary, { type: 'clip', clip: null });
    expect(empty.clip).toEqual({ kind: 'none' });
    expect(otherLanguagesWithClips(empty)).toEqual(['Bengali']);
    const bengali = sessionReducer(empty, { type: 'language', language: 'Bengali' });
    expect(bengali).toMatchObject({ language: 'Bengali', clip: { kind: 'loading' } });
    // Hindi is now known to be empty: it is not offered back.
    expect(otherLanguagesWithClips(sessionReducer(bengali, { type: 'clip', clip: null }))).toEqual([]);
  });
});
