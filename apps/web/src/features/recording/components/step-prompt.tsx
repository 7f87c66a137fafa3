import { useT } from '@/i18n/use-t';
import { Mic } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { FlowState } from '../model/flow';
import { MicCheck } from './mic-check';
import { ReadingCard, ReadingText, StepFrame, readingLang } from './step-frame';

const TIPS = ['prompt.tip1', 'prompt.tip2', 'prompt.tip3', 'prompt.tip4'] as const;

export function StepPrompt({
  state,
  starting,
  micError,
  onBack,
  onStart,
}: {
  state: FlowState;
  starting: boolean;
  micError: string | null;
  onBack: () => void;
  onStart: () => void;
}) {
  const t = useT('recording');
  const common = useT('common');
  return (
    <StepFrame
      title={t('step.4')}
      description={t('prompt.description')}
      actions={
        <>
          <Button variant="outline" onClick={onBack} disabled={starting}>
            {t('back')}
          </Button>
          <Button
            size="lg"
            onClick={onStart}
            disabled={starting || state.generating || state.transcript === ''}
          >
            <Mic aria-hidden />
            {starting ? t('prompt.starting') : t('prompt.start')}
          </Button>
          {/* Keys are for a keyboard: not shown on a touch screen (issue 33). */}
          <span className="text-sm text-ink-subtle pointer-coarse:hidden">
            {t.rich('prompt.orPress', {
              key: (chunks) => <kbd className="rounded border px-1">{chunks}</kbd>,
            })}
          </span>
        </>
      }
    >
      <dl className="flex flex-wrap gap-x-8 gap-y-2 text-ink">
        <div>
          <dt className="text-sm text-ink-subtle">{t('prompt.domain')}</dt>
          <dd className="font-semibold">{state.domain ? common(`domain.${state.domain}`) : ''}</dd>
        </div>
        <div>
          <dt className="text-sm text-ink-subtle">{t('prompt.language')}</dt>
          <dd className="font-semibold">{state.language ? common(`languageName.${state.language}`) : ''}</dd>
        </div>
      </dl>
      {state.generating || state.transcript === '' ? (
        // The next sentence, asked for from the Thank You step (issue 32), is on its way.
        <p aria-live="polite" className="rounded-lg bg-nyanza p-4 text-ink-muted">
          {t('choose.generating')}
        </p>
      ) : (
        <ReadingCard>
          <ReadingText text={state.transcript} lang={readingLang(state.language)} />
        </ReadingCard>
      )}
      <div>
        <h2 className="font-semibold text-midnight-green">{t('prompt.tipsHeading')}</h2>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-ink-muted">
          {TIPS.map((tip) => (
            <li key={tip}>{t(tip)}</li>
          ))}
        </ul>
      </div>
      <MicCheck recordingStarts={starting} />
      {micError ? (
        <p
          role="alert"
          className="rounded-lg border border-danger-line bg-danger-soft p-4 text-danger-strong"
        >
          {micError}
        </p>
      ) : null}
    </StepFrame>
  );
}
