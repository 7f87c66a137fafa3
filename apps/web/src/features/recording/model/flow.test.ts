import { describe, expect, it } from 'vitest';
import { CONTRIBUTION_ID_PATTERN, type EvaluationResult } from '@dhvani/contract/recordings';
import type { RecordedClip } from '../audio/recorder';
import { choiceKey, flowReducer, initialFlow, textReady, type FlowAction, type FlowState } from './flow';
import { anEvaluation } from '@/test/contract-fixtures';

const clip: RecordedClip = {
  blob: new Blob(),
  durationSeconds: 12.34,
  loudestBlockRms: 0.1,
  reachedLimit: false,
  elapsedSeconds: 12.34,
};
const evaluation: EvaluationResult = anEvaluation({ final_quality: 'good', amount: 3, recordingId: 'r1' });

function run(state: FlowState, ...actions: FlowAction[]): FlowState {
  return actions.reduce(flowReducer, state);
}

/** A state on step 3 with English / healthcare chosen and a transcript ready. */
function readyOnStep3(): FlowState {
  return run(
    initialFlow({ language: 'English', domain: 'healthcare' }),
    { type: 'next' },
    { type: 'consent', key: 'dataUsage', checked: true },
    { type: 'consent', key: 'recording', checked: true },
    { type: 'consent', key: 'terms', checked: true },
    { type: 'next' },
    { type: 'generating', for: choiceKey('English', 'healthcare') },
    { type: 'transcript', for: choiceKey('English', 'healthcare'), text: 'Read this, please.' },
  );
}

describe('flowReducer', () => {
  it('leaves step 2 only when all three consents are checked', () => {
    const two = run(initialFlow(), { type: 'next' });
    expect(two.step).toBe(2);
    const partly = run(
      two,
      { type: 'consent', key: 'dataUsage', checked: true },
      { type: 'consent', key: 'terms', checked: true },
      { type: 'next' },
    );
    expect(partly.step).toBe(2);
    expect(run(partly, { type: 'consent', key: 'recording', checked: true }, { type: 'next' }).step).toBe(3);
  });

  it('leaves step 3 only when the text for the current choice is ready', () => {
    const ready = readyOnStep3();
    expect(ready.step).toBe(3);
    expect(textReady(ready)).toBe(true);
    const changed = run(ready, { type: 'domain', value: 'retail' }, { type: 'next' });
    expect(changed.step).toBe(3);
    const generating = run(ready, { type: 'generating', for: choiceKey('English', 'healthcare') });
    expect(run(generating, { type: 'next' }).step).toBe(3);
    expect(run(ready, { type: 'next' }).step).toBe(4);
  });

  it('drops a transcript that answers an older choice', () => {
    const ready = readyOnStep3();
    const changed = run(
      ready,
      { type: 'language', value: 'Hindi' },
      {
        type: 'transcript',
        for: choiceKey('English', 'healthcare'),
        text: 'An old answer',
      },
    );
    expect(changed.transcript).toBe('Read this, please.');
    expect(textReady(changed)).toBe(false);
  });

  it('goes back from 2, 3 and 4 only', () => {
    const four = run(readyOnStep3(), { type: 'next' });
    expect(run(four, { type: 'back' }).step).toBe(3);
    expect(run(four, { type: 'back' }, { type: 'back' }, { type: 'back' }).step).toBe(1);
    const five = run(four, { type: 'recordingStarted' });
    expect(five.step).toBe(5);
    expect(run(five, { type: 'back' }).step).toBe(5);
  });

  it('Record Again discards the clip, returns to step 4 and takes a new idempotency key', () => {
    const six = run(
      readyOnStep3(),
      { type: 'next' },
      { type: 'recordingStarted' },
      {
        type: 'recordingFinished',
        clip,
      },
    );
    expect(six.step).toBe(6);
    expect(six.clip).toBe(clip);
    const again = run(six, { type: 'recordAgain' });
    expect(again.step).toBe(4);
    expect(again.clip).toBeNull();
    expect(again.idempotencyKey).not.toBe(six.idempotencyKey);
    expect(again.contributionId).not.toBe(six.contributionId);
    expect(again.transcript).toBe(six.transcript);
  });

  it('finishes with a contribution and resets every choice', () => {
    const seven = run(
      readyOnStep3(),
      { type: 'next' },
      { type: 'recordingStarted' },
      { type: 'recordingFinished', clip },
      { type: 'contributed', evaluation },
    );
    expect(seven.step).toBe(7);
    expect(seven.contribution).toMatchObject({
      evaluation,
      language: 'English',
      domain: 'healthcare',
      durationSeconds: 12.34,
    });
    // The ID the Thank You step shows is the one the upload sent.
    expect(seven.contribution?.contributionId).toBe(seven.contributionId);
    expect(seven.contributionId).toMatch(CONTRIBUTION_ID_PATTERN);

    const fresh = run(seven, { type: 'reset' });
    expect(fresh).toMatchObject({ step: 1, language: '', domain: '', transcript: '', clip: null });
    expect(fresh.consents).toEqual({ dataUsage: false, recording: false, terms: false });
    expect(fresh.idempotencyKey).not.toBe(seven.idempotencyKey);
  });

  it('Record this text again goes from a Poor or Average result back to step 4 with the same text', () => {
    const graded = (final_quality: EvaluationResult['final_quality']) =>
      run(
        readyOnStep3(),
        { type: 'next' },
        { type: 'recordingStarted' },
        { type: 'recordingFinished', clip },
        { type: 'contributed', evaluation: { ...evaluation, final_quality, amount: 0 } },
      );
    const poor = graded('poor');
    const again = run(poor, { type: 'recordTextAgain' });
    expect(again).toMatchObject({
      step: 4,
      clip: null,
      contribution: null,
      language: 'English',
      domain: 'healthcare',
      transcript: 'Read this, please.',
    });
    expect(again.idempotencyKey).not.toBe(poor.idempotencyKey);
    expect(run(graded('average'), { type: 'recordTextAgain' }).step).toBe(4);
    // A Good or Excellent result offers only a new contribution.
    expect(run(graded('good'), { type: 'recordTextAgain' }).step).toBe(7);
    expect(run(graded('excellent'), { type: 'recordTextAgain' }).step).toBe(7);
  });

  it('keeps the id the server issued the text with, and drops it with the choice (issue 32)', () => {
    const key = choiceKey('English', 'healthcare');
    const issued = run(readyOnStep3(), { type: 'transcript', for: key, text: 'Another one.', id: 'text-7' });
    expect(issued).toMatchObject({ transcript: 'Another one.', readingTextId: 'text-7' });
    expect(run(issued, { type: 'transcript', for: key, text: 'Fallback.' }).readingTextId).toBeNull();
  });

  it("a reload on the review step returns there with the recording's text and the id it was issued with", () => {
    const recording = {
      id: 'k1',
      language: 'Tamil' as const,
      domain: 'education' as const,
      transcript: 'ஒரு வாக்கியம்.',
      readingTextId: 'a0a0a0a0-0000-4000-8000-000000000009',
    };
    const state = run(initialFlow(), { type: 'reviewReopened', recording, clip });
    expect(state).toMatchObject({ step: 6, transcript: recording.transcript, idempotencyKey: 'k1' });
    expect(state.readingTextId).toBe(recording.readingTextId);
  });

  it('preselects a language on leaving step 2 only when none is chosen (issue 33)', () => {
    const agreed = (state: FlowState) =>
      run(
        state,
        { type: 'next' },
        { type: 'consent', key: 'dataUsage', checked: true },
        { type: 'consent', key: 'recording', checked: true },
        { type: 'consent', key: 'terms', checked: true },
        { type: 'next', language: 'Tamil' },
      );
    expect(agreed(initialFlow()).language).toBe('Tamil');
    expect(agreed(initialFlow({ language: 'Odia', domain: 'retail' })).language).toBe('Odia');
  });

  it('Record the next sentence keeps language, domain and consent, and asks for a new text on step 4', () => {
    const seven = run(
      readyOnStep3(),
      { type: 'transcript', for: choiceKey('English', 'healthcare'), text: 'One.', id: 'text-1' },
      { type: 'next' },
      { type: 'recordingStarted' },
      { type: 'recordingFinished', clip },
      { type: 'contributed', evaluation },
    );
    const next = run(seven, { type: 'nextSentence' });
    expect(next).toMatchObject({
      step: 4,
      language: 'English',
      domain: 'healthcare',
      consents: { dataUsage: true, recording: true, terms: true },
      transcript: '',
      readingTextId: null,
      transcriptFor: '',
      clip: null,
      contribution: null,
    });
    expect(textReady(next)).toBe(false);
    expect(next.idempotencyKey).not.toBe(seven.idempotencyKey);
    expect(next.contributionId).not.toBe(seven.contributionId);
    expect(run(next, { type: 'recordingStarted' }).step).toBe(4);
    // Only from the Thank You step.
    expect(run(readyOnStep3(), { type: 'nextSentence' }).step).toBe(3);
  });
});
