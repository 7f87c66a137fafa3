// The Listen page's state (issue 21) and its moves, as a reducer so the rules are tested without a browser:
// which language is asked, whether the clip was heard to the end (Yes and No wait for that), whether the No
// reasons are open, and the counts; and the page as seen, that state beside the server's answers
// (sessionView). The calls themselves are the hook's queries (hooks/use-review-session.ts).
import type { RecordingLanguage } from '@dhvani/contract/enums';
import type { NextClip, ReviewSummary, Vote } from '@dhvani/contract/reviews';

export type ClipState =
  | { kind: 'loading' }
  | { kind: 'ready'; clip: NextClip }
  /** Nothing left in this language for this contributor. */
  | { kind: 'none' }
  | { kind: 'error'; message: string };

/** What the person did on this visit; what the server said is the hook's queries' (use-review-session.ts). */
export interface SessionState {
  /** The language chosen on the picker; null: the first with clips waiting (firstLanguage). */
  chosen: RecordingLanguage | null;
  /** Counts the clips asked for: a new one after each answer, and after a change of language. */
  round: number;
  /** Languages whose queue was found empty on this visit: not offered back. */
  emptied: RecordingLanguage[];
  /** The clip on screen was played to its end. */
  heard: boolean;
  /** The No reasons are shown. */
  choosingReason: boolean;
  /** A vote is on its way. */
  sending: boolean;
  /** Yes and No answers given on this visit (skips are not reviews). */
  sessionReviews: number;
  /** All the contributor's reviews, as the server counted them after the last answer (null: none yet). */
  totalReviews: number | null;
}

export type SessionAction =
  | { type: 'language'; language: RecordingLanguage }
  /** The language's queue had nothing for this contributor. */
  | { type: 'emptied'; language: RecordingLanguage }
  | { type: 'heard' }
  | { type: 'askReason' }
  | { type: 'cancelReason' }
  | { type: 'sending' }
  | { type: 'voted'; vote: Vote; totalReviews: number }
  | { type: 'voteFailed' };

export const initialSession: SessionState = {
  chosen: null,
  round: 0,
  emptied: [],
  heard: false,
  choosingReason: false,
  sending: false,
  sessionReviews: 0,
  totalReviews: null,
};

/** The language to start in: the first (mother tongue first) with clips waiting, else the first. */
export function firstLanguage(languages: ReviewSummary['languages']): RecordingLanguage | null {
  return (languages.find((l) => l.available) ?? languages[0])?.language ?? null;
}

const nextClip = (state: SessionState) => ({
  ...state,
  round: state.round + 1,
  heard: false,
  choosingReason: false,
  sending: false,
});

export function sessionReducer(state: SessionState, action: SessionAction): SessionState {
  switch (action.type) {
    case 'language':
      return action.language === state.chosen ? state : { ...nextClip(state), chosen: action.language };
    case 'emptied':
      return state.emptied.includes(action.language)
        ? state
        : { ...state, emptied: [...state.emptied, action.language] };
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
        ...nextClip(state),
        sessionReviews: state.sessionReviews + (action.vote === 'skip' ? 0 : 1),
        totalReviews: action.totalReviews,
      };
    case 'voteFailed':
      return { ...state, sending: false };
  }
}

/** What the server said: the summary and the clip asked for (each undefined until it answered). */
export interface Answers {
  summary: ReviewSummary | undefined;
  /** The clip of this round; null when the language's queue is empty. */
  clip: NextClip | null | undefined;
  /** Why the summary or the clip could not be loaded. */
  error: string | null;
}

/** The page as the person sees it: their session and the server's answers together. */
export interface SessionView extends SessionState {
  languages: ReviewSummary['languages'] | null;
  language: RecordingLanguage | null;
  clip: ClipState;
  totalReviews: number;
}

export function sessionView(state: SessionState, answers: Answers): SessionView {
  const { summary, clip, error } = answers;
  const language = state.chosen ?? (summary ? firstLanguage(summary.languages) : null);
  // What is learnt about a queue keeps the picker's "has clips" mark true to it.
  const languages =
    summary?.languages.map((l) =>
      l.language === language && clip !== undefined
        ? { ...l, available: clip !== null }
        : state.emptied.includes(l.language)
          ? { ...l, available: false }
          : l,
    ) ?? null;
  const clipState: ClipState = error
    ? { kind: 'error', message: error }
    : // No language at all: nothing will be asked, so nothing is loading.
      summary?.languages.length === 0 || clip === null
      ? { kind: 'none' }
      : clip
        ? { kind: 'ready', clip }
        : { kind: 'loading' };
  return {
    ...state,
    languages,
    language,
    clip: clipState,
    totalReviews: state.totalReviews ?? summary?.totalReviews ?? 0,
  };
}

/** The other languages the contributor knows that have clips, for "nothing left here". */
export function otherLanguagesWithClips(view: SessionView): RecordingLanguage[] {
  return (view.languages ?? [])
    .filter((l) => l.available && l.language !== view.language)
    .map((l) => l.language);
}

/** Yes and No may be answered once the clip was heard to its end and no answer is on its way. */
export const canAnswer = (view: SessionView) => view.clip.kind === 'ready' && view.heard && !view.sending;
