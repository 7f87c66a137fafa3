import { useT } from '@/i18n/use-t';
import { Mic } from 'lucide-react';
import { useEffect } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useMicCheck } from '../hooks/use-mic-check';
import { LevelMeter } from './level-meter';

/**
 * An optional check of level and room noise before recording (issue 20): the contributor may skip it
 * and press Start Recording at any time, which ends the check first.
 */
export function MicCheck({ recordingStarts }: { recordingStarts: boolean }) {
  const t = useT('recording');
  const { check, level, start, skip } = useMicCheck();

  // The recording wants the microphone to itself.
  useEffect(() => {
    if (recordingStarts) skip();
  }, [recordingStarts, skip]);

  const listening = check.phase === 'listening';
  return (
    <section aria-labelledby="mic-check-heading" className="rounded-lg border border-tea-green p-4">
      <h2 id="mic-check-heading" className="font-semibold text-midnight-green">
        {t('micCheck.heading')}
      </h2>
      <p className="mt-1 text-ink-muted">{listening ? t('micCheck.listening') : t('micCheck.description')}</p>
      {listening ? (
        <div className="mt-3">
          <LevelMeter level={level} active />
        </div>
      ) : null}
      <div role="status" className="mt-3">
        {check.phase === 'done' ? (
          <p
            className={cn(
              'rounded-lg border p-3',
              check.verdict === 'ok'
                ? 'border-success-line bg-nyanza text-success'
                : 'border-warning-line bg-warning-soft text-warning',
            )}
          >
            {t(`micCheck.${check.verdict}`)}
          </p>
        ) : null}
        {check.phase === 'failed' ? (
          <p className="rounded-lg border border-danger-line bg-danger-soft p-3 text-danger-strong">
            {t('microphone')}
          </p>
        ) : null}
      </div>
      <div className="mt-3 flex flex-wrap gap-3">
        {listening ? (
          <Button variant="outline" onClick={skip}>
            {t('micCheck.skip')}
          </Button>
        ) : (
          <Button variant="secondary" onClick={start} disabled={recordingStarts}>
            <Mic aria-hidden />
            {check.phase === 'idle' ? t('micCheck.start') : t('micCheck.again')}
          </Button>
        )}
      </div>
    </section>
  );
}
