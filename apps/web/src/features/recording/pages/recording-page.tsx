import { LanguageSwitcher } from '@/components/layout/language-switcher';
import { useT } from '@/i18n/use-t';
import { X } from 'lucide-react';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { campaignChoices } from '@dhvani/contract/campaign';
import { Link } from '@/i18n/localized-link';
import { MAX_RECORDING_SECONDS } from '@dhvani/contract/limits';
import type { EvaluationResult } from '@dhvani/contract/recordings';
import { UnsentRecordings } from '@/components/recordings/unsent-recordings';
import { buttonVariants } from '@/components/ui/button';
import { useSession } from '@/hooks/use-session';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { paths } from '@/lib/paths';
import { broadcastSessionChange } from '@/lib/session-storage';
import { notify } from '@/lib/toast';
import { Capture, type CaptureMeta } from '../audio/capture';
import type { RecordedClip } from '../audio/recorder';
import { reopenReview } from '../audio/reopen-review';
import { ProgressSteps } from '../components/progress-steps';
import { StepChoose } from '../components/step-choose';
import { StepConsent } from '../components/step-consent';
import { StepPrompt } from '../components/step-prompt';
import { StepReview } from '../components/step-review';
import { StepSession } from '../components/step-session';
import { StepThankYou } from '../components/step-thank-you';
import { StepWelcome } from '../components/step-welcome';
import { useTranscript } from '../hooks/use-transcript';
import { useRecorder } from '../hooks/use-recorder';
import { useRecordingShortcuts } from '../hooks/use-recording-shortcuts';
import { flowReducer, initialFlow, type FlowState } from '../model/flow';
import { usePreferredLanguage } from '../hooks/use-preferred-language';
import { rememberRecordingLanguage } from '../model/preferred-language';
import { recordingText } from '../model/messages';

/**
 * What is kept with a recording: who made it (the device lists a user's own only; a recording held in memory
 * needs nobody), of what text, under which key.
 */
function captureMeta(state: FlowState, userId: string | null): CaptureMeta | null {
  if (!state.language || !state.domain) return null;
  const { idempotencyKey: id, language, domain, transcript, readingTextId, contributionId } = state;
  return { id, userId: userId ?? '', language, domain, transcript, readingTextId, contributionId };
}

// /qr-recording: the seven steps of SPEC §2 and §4. The reducer holds the rules; this page wires the
// microphone, the keyboard and the steps together.
export function RecordingPage() {
  const t = useT('recording');
  useDocumentTitle(t('pageTitle'));
  const [search, setSearch] = useSearchParams();
  // A campaign link (/qr-recording?language=Hindi&domain=healthcare) preselects step 3.
  const [state, dispatch] = useReducer(flowReducer, search, (params) => initialFlow(campaignChoices(params)));
  const { regenerate } = useTranscript(state, dispatch);
  const [micError, setMicError] = useState<string | null>(null);
  const [stopping, setStopping] = useState(false);
  const controlsRef = useRef<HTMLDivElement>(null);
  const userId = useSession().user?._id ?? null;
  // Step 3's language when no campaign chose one (issue 33): read when step 2 is left.
  const preferredLanguage = usePreferredLanguage();
  // The recording being kept on the device and sent while it is spoken (issue 20).
  const captureRef = useRef<Capture | null>(null);
  // Until the device has been asked for a recording left on the review step (issue 33), step 1 waits.
  const [reopening, setReopening] = useState(() => userId !== null && Capture.supported());
  const metaRef = useRef<CaptureMeta | null>(null);
  metaRef.current = captureMeta(state, userId);

  /** Stop: the streamed recording's last samples, or (a browser that cannot stream) the clip itself held. */
  const finishCapture = useCallback((clip: RecordedClip) => {
    const meta = metaRef.current;
    if (captureRef.current) void captureRef.current.finish(clip);
    else if (meta) captureRef.current = Capture.hold(meta, clip);
  }, []);

  const onLimitReached = useCallback(
    (clip: RecordedClip) => {
      notify.info(recordingText('maxDuration'));
      finishCapture(clip);
      dispatch({ type: 'recordingFinished', clip });
    },
    [finishCapture],
  );
  const onSamples = useCallback((pcm: Int16Array) => captureRef.current?.push(pcm), []);
  const recorder = useRecorder({ maxSeconds: MAX_RECORDING_SECONDS, onLimitReached, onSamples });
  const paused = recorder.state === 'paused';

  // A reload or a reopened tab on the review step returns there, with the player and its warnings.
  useEffect(() => {
    if (!userId || !Capture.supported()) return setReopening(false);
    let current = true;
    reopenReview(userId)
      .catch(() => null)
      .then((reopened) => {
        if (!current) return reopened?.capture.release();
        if (reopened) {
          captureRef.current = reopened.capture;
          dispatch({ type: 'reviewReopened', recording: reopened.recording, clip: reopened.clip });
        }
        setReopening(false);
      });
    return () => {
      current = false;
    };
  }, [userId]);

  // Leaving the page mid-recording keeps what was captured on the device (it is offered later).
  useEffect(
    () => () => {
      const capture = captureRef.current;
      void capture?.finish().finally(() => capture.release());
    },
    [],
  );

  function dropCapture() {
    const capture = captureRef.current;
    captureRef.current = null;
    void capture?.discard();
  }

  async function startRecording() {
    if (recorder.state === 'starting') return;
    setMicError(null);
    dropCapture();
    if (state.language) rememberRecordingLanguage(state.language);
    const meta = captureMeta(state, userId);
    if (meta && userId && Capture.supported()) captureRef.current = Capture.start(meta);
    if (await recorder.start()) {
      dispatch({ type: 'recordingStarted' });
    } else {
      dropCapture();
      setMicError(recordingText('microphone'));
      notify.error(recordingText('microphone'));
    }
  }

  function togglePause() {
    if (paused) recorder.resume();
    else recorder.pause();
  }

  async function stopRecording() {
    if (stopping) return;
    setStopping(true);
    const clip = await recorder.stop();
    setStopping(false);
    if (clip) {
      finishCapture(clip);
      dispatch({ type: 'recordingFinished', clip });
    } else void captureRef.current?.finish();
  }

  function contributed(evaluation: EvaluationResult) {
    dispatch({ type: 'contributed', evaluation });
    // The navigation bar shows the token balance: let it fetch the new one.
    broadcastSessionChange();
  }

  function startOver() {
    captureRef.current = null;
    recorder.release();
    setMicError(null);
    dispatch({ type: 'reset' });
    if (search.size > 0) setSearch({}, { replace: true });
  }

  useRecordingShortcuts(
    state.step === 4 || state.step === 5,
    controlsRef,
    state.step === 4 ? { onSpace: startRecording } : { onSpace: togglePause, onEnter: stopRecording },
  );

  const exit = (
    <Link
      to={paths.dashboard}
      // Exit discards the recording in progress (on the device and the server), as Record Again does.
      onClick={() => state.step < 7 && dropCapture()}
      className={buttonVariants({ variant: 'ghost', size: 'sm' })}
    >
      <X aria-hidden />
      {t('exit')}
    </Link>
  );

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6">
      {/* Step 5 fills the screen and carries Exit itself (step-session.tsx). */}
      <div className="mb-4 flex justify-end">{state.step === 5 ? null : exit}</div>
      <ProgressSteps step={state.step} />
      {state.step === 1 && !reopening ? (
        <div className="flex flex-col gap-6">
          {/* Issue 19: the language can be chosen right where a contributor starts. */}
          <LanguageSwitcher id="language-recording" className="self-end" />
          <UnsentRecordings onSent={broadcastSessionChange} />
          <StepWelcome onStart={() => dispatch({ type: 'next' })} />
        </div>
      ) : null}
      {state.step === 2 ? (
        <StepConsent
          consents={state.consents}
          onChange={(key, checked) => dispatch({ type: 'consent', key, checked })}
          onBack={() => dispatch({ type: 'back' })}
          onNext={() => dispatch({ type: 'next', language: preferredLanguage() })}
        />
      ) : null}
      {state.step === 3 ? (
        <StepChoose
          state={state}
          onLanguage={(value) => dispatch({ type: 'language', value })}
          onDomain={(value) => dispatch({ type: 'domain', value })}
          onRegenerate={regenerate}
          onBack={() => dispatch({ type: 'back' })}
          onNext={() => dispatch({ type: 'next' })}
        />
      ) : null}
      {state.step === 4 ? (
        <StepPrompt
          state={state}
          starting={recorder.state === 'starting'}
          micError={micError}
          onBack={() => dispatch({ type: 'back' })}
          onStart={startRecording}
        />
      ) : null}
      {state.step === 5 ? (
        <StepSession
          transcript={state.transcript}
          language={state.language}
          elapsedMs={recorder.elapsedMs}
          maxSeconds={MAX_RECORDING_SECONDS}
          level={recorder.level}
          hint={recorder.hint}
          paused={paused}
          stopping={stopping}
          controlsRef={controlsRef}
          onTogglePause={togglePause}
          onStop={stopRecording}
          exit={exit}
        />
      ) : null}
      {state.step === 6 && state.clip && captureRef.current ? (
        <StepReview
          clip={state.clip}
          capture={captureRef.current}
          state={state}
          onRecordAgain={() => {
            dropCapture();
            dispatch({ type: 'recordAgain' });
          }}
          onContributed={contributed}
        />
      ) : null}
      {state.step === 7 && state.contribution ? (
        <StepThankYou
          contribution={state.contribution}
          onAgain={startOver}
          onNextSentence={() => {
            captureRef.current = null;
            recorder.release();
            dispatch({ type: 'nextSentence' });
          }}
          onRecordTextAgain={() => {
            captureRef.current = null;
            recorder.release();
            dispatch({ type: 'recordTextAgain' });
          }}
        />
      ) : null}
    </div>
  );
}
