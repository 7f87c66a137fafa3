import { apiErrorText } from '@/i18n/error-text';
import { useFormat } from '@/i18n/format';
import { useT } from '@/i18n/use-t';
import { Download, RotateCcw, Upload } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { EvaluationResult } from '@dhvani/contract/recordings';
import { isAxiosError } from 'axios';
import { Button, buttonVariants } from '@/components/ui/button';
import { notify } from '@/lib/toast';
import type { Capture } from '../audio/capture';
import type { RecordedClip } from '../audio/recorder';
import { clipWarnings, droppedSeconds } from '../model/clip-check';
import type { FlowState } from '../model/flow';
import { StepFrame } from './step-frame';

type Phase = 'idle' | 'uploading' | 'evaluating' | 'failed';

/** The server refused because consent was withdrawn (or the notice changed) since step 2 (issue 23). */
const consentRefused = (error: unknown) =>
  isAxiosError<{ code?: string }>(error) &&
  error.response?.status === 403 &&
  error.response.data?.code === 'consent_required';

export function StepReview({
  clip,
  capture,
  state,
  onRecordAgain,
  onContributed,
}: {
  clip: RecordedClip;
  /**
   * The recording on its way: kept on the device and streamed since its first second (or, in a browser
   * that cannot keep it, held in memory and sent since Stop).
   */
  capture: Capture;
  state: FlowState;
  onRecordAgain: () => void;
  onContributed: (evaluation: EvaluationResult) => void;
}) {
  const [url, setUrl] = useState<string | null>(null);
  const [phase, setPhase] = useState<Phase>('idle');
  const [percent, setPercent] = useState(0);
  const [failure, setFailure] = useState<string | null>(null);
  const busy = phase === 'uploading' || phase === 'evaluating';
  const warnings = clipWarnings(clip);
  const t = useT('recording');
  const format = useFormat();

  useEffect(() => {
    const objectUrl = URL.createObjectURL(clip.blob);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [clip.blob]);

  const uploaded = () => {
    setPercent(100);
    setPhase('evaluating');
  };

  async function submit() {
    setFailure(null);
    setPhase('uploading');
    setPercent(0);
    try {
      // Most of the audio left while it was spoken: the rest is sent (resumed by itself after a break),
      // committed and graded; only what failed is repeated, never the whole upload.
      onContributed(await capture.send(setPercent, uploaded));
    } catch (error) {
      console.error('Recording upload or evaluation failed:', error instanceof Error ? error.message : error);
      // Say why, so the person knows agreeing again (in the profile or at step 2) is what is missing.
      const message = consentRefused(error) ? apiErrorText(error, t('uploadFailed')) : t('uploadFailed');
      setFailure(message);
      setPhase('failed');
      notify.error(message, { action: 'upload' });
    }
  }

  return (
    <StepFrame
      title={t('step.6')}
      description={t('review.description')}
      actions={
        <>
          <Button variant="outline" onClick={onRecordAgain} disabled={busy}>
            <RotateCcw aria-hidden />
            {t('review.recordAgain')}
          </Button>
          <a
            href={url ?? undefined}
            download={`dhvani-recording-${state.language}-${state.domain}.wav`.toLowerCase()}
            className={buttonVariants({ variant: 'secondary' })}
            aria-disabled={!url || busy}
          >
            <Download aria-hidden />
            {t('review.download')}
          </a>
          <Button size="lg" onClick={submit} disabled={busy}>
            <Upload aria-hidden />
            {t('review.submit')}
          </Button>
        </>
      }
    >
      {url ? <audio controls src={url} className="w-full" aria-label={t('review.audioLabel')} /> : null}
      <p className="text-ink">
        {t.rich('review.duration', {
          clock: format.duration(clip.durationSeconds),
          seconds: format.decimal(clip.durationSeconds, 2),
          strong: (chunks) => <strong>{chunks}</strong>,
        })}
      </p>
      {clip.reachedLimit ? <p className="text-ink-muted">{t('maxDuration')}</p> : null}
      {warnings.map((warning) => (
        <p key={warning} className="rounded-lg border border-warning-line bg-warning-soft p-3 text-warning">
          {warning === 'gaps'
            ? t('review.gaps', { seconds: format.decimal(droppedSeconds(clip), 1) })
            : t(`review.${warning}`)}
        </p>
      ))}
      {busy || phase === 'failed' ? (
        <div aria-live="polite">
          <div className="mb-1 flex justify-between text-sm text-ink-muted">
            <span>
              {phase === 'evaluating'
                ? t('review.checking')
                : phase === 'failed'
                  ? t('review.notSubmitted')
                  : t('review.uploading')}
            </span>
            <span>{format.number(percent)}%</span>
          </div>
          <div
            role="progressbar"
            aria-label={t('review.progressLabel')}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            className="h-2 overflow-hidden rounded-full bg-tea-green"
          >
            <div className="h-full bg-midnight-green transition-[width]" style={{ width: `${percent}%` }} />
          </div>
        </div>
      ) : null}
      {phase === 'failed' ? (
        <p
          role="alert"
          className="rounded-lg border border-danger-line bg-danger-soft p-3 text-danger-strong"
        >
          {failure ?? t('uploadFailed')}
        </p>
      ) : null}
    </StepFrame>
  );
}
