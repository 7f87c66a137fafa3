// The seven steps of /qr-recording and the moves between them (SPEC §4), as a reducer so the rules
// are tested without a browser. Side effects (API calls, the microphone) stay in the components.
import type { Domain, RecordingLanguage } from '@dhvani/contract/enums';
import type { EvaluationResult } from '@dhvani/contract/recordings';
import type { RecordedClip } from '../audio/recorder';
import { canRecordTextAgain } from './advice';
import { newContributionId, newUuid } from './ids';

export const STEP_TITLES = [
  'Voice Contribution',
  'Terms & Consent',
  'Pick Domain & Language',
  'Speaking Prompt',
  'Recording Session',
  'Review & Submit',
  'Thank You',
] as const;
export type Step = 1 | 2 | 3 | 4 | 5 | 6 | 7;

export const CONSENT_KEYS = ['dataUsage', 'recording', 'terms'] as const;
export type ConsentKey = (typeof CONSENT_KEYS)[number];
export type Consents = Record<ConsentKey, boolean>;

export interface Contribution {
  evaluation: EvaluationResult;
  contributionId: string;
  language: RecordingLanguage;
  domain: Domain;
  durationSeconds: number;
}

export interface FlowState {
  step: Step;
  consents: Consents;
  language: RecordingLanguage | '';
  domain: Domain | '';
  transcript: string;
  /** The id the server issued the transcript with (issue 32), sent with the upload; null for the fallback. */
  readingTextId: string | null;
  /** The choice the transcript was made for, so a new choice asks for a new one. */
  transcriptFor: string;
  generating: boolean;
  clip: RecordedClip | null;
  /** One per recording: a retried upload sends the same key, a new recording gets a new one. */
  idempotencyKey: string;
  /** One per recording, like the key: sent with the upload and shown on the Thank You step. */
  contributionId: string;
  contribution: Contribution | null;
}

export type FlowAction =
  /** `language`: the one to preselect on step 3 when none is chosen yet (issue 33, preferred-language.ts). */
  | { type: 'next'; language?: RecordingLanguage }
  | { type: 'back' }
  | { type: 'consent'; key: ConsentKey; checked: boolean }
  | { type: 'language'; value: RecordingLanguage | '' }
  | { type: 'domain'; value: Domain | '' }
  | { type: 'generating'; for: string }
  | { type: 'transcript'; for: string; text: string; id?: string | null }
  | { type: 'recordingStarted' }
  | { type: 'recordingFinished'; clip: RecordedClip }
  | { type: 'reviewReopened'; recording: ReopenedRecording; clip: RecordedClip }
  | { type: 'recordAgain' }
  | { type: 'contributed'; evaluation: EvaluationResult }
  | { type: 'recordTextAgain' }
  | { type: 'nextSentence' }
  | { type: 'reset' };

export const choiceKey = (language: string, domain: string) => `${language}|${domain}`;

/** A recording kept on the device while it waited on the review step, as a reload finds it (issue 33). */
export interface ReopenedRecording {
  /** Its idempotency key. */
  id: string;
  language: RecordingLanguage;
  domain: Domain;
  transcript: string;
  readingTextId?: string | null;
  contributionId?: string;
}

export function initialFlow(choices: Partial<Pick<FlowState, 'language' | 'domain'>> = {}): FlowState {
  return {
    step: 1,
    consents: { dataUsage: false, recording: false, terms: false },
    language: choices.language ?? '',
    domain: choices.domain ?? '',
    transcript: '',
    readingTextId: null,
    transcriptFor: '',
    generating: false,
    clip: null,
    idempotencyKey: newUuid(),
    contributionId: newContributionId(),
    contribution: null,
  };
}

export const allConsented = (consents: Consents) => CONSENT_KEYS.every((key) => consents[key]);

/** SPEC §4: 3 to 4 when domain and language are chosen and the text is ready and not generating. */
export function textReady(state: FlowState): boolean {
  return (
    state.language !== '' &&
    state.domain !== '' &&
    !state.generating &&
    state.transcript !== '' &&
    state.transcriptFor === choiceKey(state.language, state.domain)
  );
}

function canGoNext(state: FlowState): boolean {
  switch (state.step) {
    case 1:
      return true;
    case 2:
      return allConsented(state.consents);
    case 3:
      return textReady(state);
    default:
      // 4 to 5, 5 to 6 and 6 to 7 have their own actions: they need the microphone or the server.
      return false;
  }
}

export function flowReducer(state: FlowState, action: FlowAction): FlowState {
  switch (action.type) {
    case 'next': {
      if (!canGoNext(state)) return state;
      const language = state.step === 2 && state.language === '' ? (action.language ?? '') : state.language;
      return { ...state, step: (state.step + 1) as Step, language };
    }
    case 'back':
      return state.step >= 2 && state.step <= 4 ? { ...state, step: (state.step - 1) as Step } : state;
    case 'consent':
      return { ...state, consents: { ...state.consents, [action.key]: action.checked } };
    case 'language':
      return { ...state, language: action.value };
    case 'domain':
      return { ...state, domain: action.value };
    case 'generating':
      return { ...state, generating: true, transcriptFor: action.for };
    case 'transcript':
      // An answer for a choice that has since changed is dropped.
      if (action.for !== choiceKey(state.language, state.domain)) return state;
      return {
        ...state,
        generating: false,
        transcript: action.text,
        readingTextId: action.id ?? null,
        transcriptFor: action.for,
      };
    case 'recordingStarted':
      return state.step === 4 && state.transcript !== '' ? { ...state, step: 5, clip: null } : state;
    case 'recordingFinished':
      return state.step === 5 ? { ...state, step: 6, clip: action.clip } : state;
    case 'reviewReopened': {
      // Only on arrival: a reload on step 6 returns there, with the consents given before it.
      if (state.step !== 1) return state;
      const { id, language, domain, transcript, readingTextId, contributionId } = action.recording;
      return {
        ...state,
        step: 6,
        consents: { dataUsage: true, recording: true, terms: true },
        language,
        domain,
        transcript,
        readingTextId: readingTextId ?? null,
        transcriptFor: choiceKey(language, domain),
        clip: action.clip,
        idempotencyKey: id,
        contributionId: contributionId ?? state.contributionId,
      };
    }
    case 'recordAgain':
      return state.step === 6
        ? { ...state, step: 4, clip: null, idempotencyKey: newUuid(), contributionId: newContributionId() }
        : state;
    case 'contributed': {
      if (state.step !== 6 || !state.clip || !state.language || !state.domain) return state;
      const contribution: Contribution = {
        evaluation: action.evaluation,
        contributionId: state.contributionId,
        language: state.language,
        domain: state.domain,
        durationSeconds: state.clip.durationSeconds,
      };
      return { ...state, step: 7, contribution };
    }
    case 'recordTextAgain':
      // Issue 20: a Poor or Average result may try the same text (language, domain) again, as a new
      // recording with its own key.
      if (state.step !== 7 || !state.contribution) return state;
      if (!canRecordTextAgain(state.contribution.evaluation.final_quality)) return state;
      return { ...state, step: 4, clip: null, contribution: null, idempotencyKey: newUuid() };
    case 'nextSentence':
      // Issue 32: one sentence after another. Language, domain and consent stay; a new text is asked for on
      // step 4 (use-transcript.ts), and the recording gets its own key and contribution ID.
      if (state.step !== 7) return state;
      return {
        ...initialFlow({ language: state.language, domain: state.domain }),
        step: 4,
        consents: state.consents,
      };
    case 'reset':
      return initialFlow();
  }
}
