import type { RecordingLanguage } from '@dhvani/contract/enums';
import { useT } from '@/i18n/use-t';
import { Pause, Play, Square } from 'lucide-react';
import type { RefObject } from 'react';
import { Button } from '@/components/ui/button';
import { formatClock, secondsLeft } from '../audio/stopwatch';
import type { LevelVerdict } from '../model/level-hint';
import { LevelMeter } from './level-meter';
import { ReadingSizeControls, useReadingSize } from './reading-size';
import { ReadingCard, ReadingText, StepFrame, readingLang } from './step-frame';

export function StepSession({
  transcript,
  language,
  elapsedMs,
  maxSeconds,
  level,
  hint,
  paused,
  stopping,
  controlsRef,
  onTogglePause,
  onStop,
}: {
  transcript: string;
  /** The recording language: the text is in it, whatever the page is shown in. */
  language: RecordingLanguage | '';
  elapsedMs: number;
  maxSeconds: number;
  level: number;
  /** What the level says about the voice or the room, live (issue 20). */
  hint: LevelVerdict | null;
  paused: boolean;
  stopping: boolean;
  controlsRef: RefObject<HTMLDivElement | null>;
  onTogglePause: () => void;
  onStop: () => void;
}) {
  const t = useT('recording');
  const reading = useReadingSize();
  return (
    <StepFrame title={t('step.5')} description={t('session.description')}>
      {/* The most important thing on the screen (issue 24): the largest type on it, on its own card. */}
      <ReadingCard tools={<ReadingSizeControls smaller={reading.smaller} larger={reading.larger} />}>
        <ReadingText text={transcript} lang={readingLang(language)} className={reading.className} />
      </ReadingCard>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className="text-sm text-ink-subtle">{paused ? t('session.paused') : t('session.recording')}</p>
          <p
            role="timer"
            aria-label={t('session.elapsed')}
            className="font-mono text-2xl font-bold text-midnight-green tabular-nums"
          >
            {formatClock(elapsedMs / 1000)}
          </p>
        </div>
        <div className="text-right">
          <p className="text-sm text-ink-subtle">{t('session.left')}</p>
          <p
            role="timer"
            aria-label={t('session.left')}
            className="font-mono text-2xl text-ink-muted tabular-nums"
          >
            {formatClock(secondsLeft(elapsedMs, maxSeconds))}
          </p>
        </div>
      </div>
      <LevelMeter level={level} active={!paused} />
      {/* Always present, so screen readers announce a hint when it appears. */}
      <p role="status" className="min-h-6 font-medium text-warning">
        {hint && !paused ? t(`session.hint.${hint}`) : ''}
      </p>
      <div ref={controlsRef} className="flex flex-wrap items-center gap-3">
        <Button variant="secondary" size="lg" onClick={onTogglePause} disabled={stopping}>
          {paused ? <Play aria-hidden /> : <Pause aria-hidden />}
          {paused ? t('session.resume') : t('session.pause')}
        </Button>
        <Button variant="destructive" size="lg" onClick={onStop} disabled={stopping}>
          <Square aria-hidden />
          {t('session.stop')}
        </Button>
        <p className="text-sm text-ink-subtle">
          {t.rich('session.keys', { key: (chunks) => <kbd className="rounded border px-1">{chunks}</kbd> })}
        </p>
      </div>
    </StepFrame>
  );
}
