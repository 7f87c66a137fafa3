// The Listen page's state (issue 21) and its moves, as a reducer so the rules are tested without a browser:
// which language is asked, the clip on screen, whether it was heard to the end (Yes and No wait for that),
// whether the No reasons are open, and the counts. Side effects (API calls, the audio) live in the hook.
import type { RecordingLanguage } from '@dhvani/contract/enums';
import type { NextClip, ReviewSummary, Vote } from '@dhvani/contract/reviews';

export type ClipState =
  | { kind: 'loading' }
  | { kind: 'ready'; clip: NextClip }
  /** Nothing left in this language for this contributor. */
  | { kind: 'none' }
  | { kind: 'error'; message: string };

export interface SessionState {
  /** null until the summary arrived. */
  languages: ReviewSummary['languages'] | null;
  language: RecordingLanguage | null;
  clip: ClipState;
  /** The clip on screen was played to its end. */
  heard: boolean;
  /** The No reasons are shown. */
  choosingReason: boolean;
  /** A vote is on its way. */
  sending: boolean;
  /** Yes and No answers given on this visit (skips are not reviews). */
  sessionReviews: number;
  /** All the contributor's reviews (the server's count after each answer). */
  totalReviews: number;
}

export type SessionAction =
  | { type: 'summary'; summary: ReviewSummary }
  | { type: 'language'; language: RecordingLanguage }
  | { type: 'clip'; clip: NextClip | null }
  | { type: 'clipFailed'; message: string }
  /** Ask again after a failure. */
  | { type: 'reload' }
  | { type: 'heard' }
  | { type: 'askReason' }
  | { type: 'cancelReason' }
  | { type: 'sending' }
  | { type: 'voted'; vote: Vote; totalReviews: number }
  | { type: 'voteFailed' };

export const initialSession: SessionState = {
  languages: null,
  language: null,
  clip: { kind: 'loading' },
  heard: false,
  choosingReason: false,
  sending: false,
  sessionReviews: 0,
  totalReviews: 0,
};

/** The language to start in: the first (mother tongue first) with clips waiting, else the first. */
export function firstLanguage(languages: ReviewSummary['languages']): RecordingLanguage | null {
  return (languages.find((l) => l.available) ?? languages[0])?.language ?? null;
}

/** The other languages the contributor knows that have clips, for "nothing left here". */
export function otherLanguagesWithClips(state: SessionState): RecordingLanguage[] {
  return (state.languages ?? [])
    .filter((l) => l.available && l.language !== state.language)
    .map((l) => l.language);
}

const freshClip = { clip: { kind: 'loading' } as const, heard: false, choosingReason: false, sending: false };

export function sessionReducer(state: SessionState, action: SessionAction): SessionState {
  switch (action.type) {
    case 'summary':
      return {
        ...state,
        languages: action.summary.languages,
        totalReviews: action.summary.totalReviews,
        language: state.language ?? firstLanguage(action.summary.languages),
        // No language at all: nothing will be asked, so nothing is loading.
        clip: action.summary.languages.length === 0 ? { kind: 'none' } : state.clip,
      };
    case 'language':
      return action.language === state.language
        ? state
        : { ...state, ...freshClip, language: action.language };
    case 'clip': {
      const clip: ClipState = action.clip ? { kind: 'ready', clip: action.clip } : { kind: 'none' };
      // What is learnt about this language's queue keeps the picker's "has clips" mark true to it.
      const languages =
        state.languages?.map((l) =>
          l.language === state.language ? { ...l, available: !!action.clip } : l,
        ) ?? null;
      return { ...state, ...freshClip, clip, languages };
    }
    case 'clipFailed':
      return { ...state, ...freshClip, clip: { kind: 'error', message: action.message } };
    case 'reload':
      return { ...state, ...freshClip };
    case 'heard':
      return { ...state, heard: true };
    case 'askReason':
      return state.heard && !state.sending ? { ...state, choosingReason: true } : state;
    case 'cancelReason':
      return { ...state, choosingReason: false };
    case 'sending':
      return { ...state, sending: true };
    case 'voted':
      return {
        ...state,
        ...freshClip,
        sessionReviews: state.sessionReviews + (action.vote === 'skip' ? 0 : 1),
        totalReviews: action.totalReviews,
      };
    case 'voteFailed':
      return { ...state, sending: false };
  }
}

/** Yes and No may be answered once the clip was heard to its end and no answer is on its way. */
export const canAnswer = (state: SessionState) =>
  state.clip.kind === 'ready' && state.heard && !state.sending;
