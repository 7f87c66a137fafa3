import { TriangleAlert, Pause, Play, Square } from 'lucide-react';
import type { RefObject } from 'react';
import { useT } from '@/i18n/use-t';
import { cn } from '@/lib/cn';
import { formatClock, secondsLeft } from '../audio/stopwatch';
import type { LevelVerdict } from '../model/level-hint';
import { LiveWaveform, useLevelHistory } from './live-waveform';

// The recorder on step 5, at the bottom of the screen under the text (issue 24's visual pass, after Common
// Voice's speak page; compact since issue 33 so it fits a phone with the text): the state in words and an
// icon, the clock, the live waveform, and a large round Stop with a ring that swells with the voice, between
// Pause/Resume and the time left. Every visible label is the button's own name, so the SPEC's Pause, Resume
// and Stop are what a screen reader says too.
export interface SessionControlsProps {
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
}

export function SessionControls({
  elapsedMs,
  maxSeconds,
  level,
  hint,
  paused,
  stopping,
  controlsRef,
  onTogglePause,
  onStop,
}: SessionControlsProps) {
  const t = useT('recording');
  const history = useLevelHistory(level);
  const live = !paused && !stopping;
  const swell = live ? (history.at(-1) ?? 0) : 0;
  return (
    <div
      ref={controlsRef}
      className="flex shrink-0 flex-col items-center gap-2 rounded-2xl bg-mist px-3 py-3 ring-1 ring-line sm:gap-3 sm:px-8 sm:py-5"
    >
      <div className="flex w-full max-w-md items-center justify-between gap-2">
        <StateBadge paused={paused} />
        <p
          role="timer"
          aria-label={t('session.elapsed')}
          className={cn(
            'font-mono text-2xl font-bold tabular-nums sm:text-3xl',
            paused ? 'text-ink-subtle' : 'text-midnight-green',
          )}
        >
          {formatClock(elapsedMs / 1000)}
        </p>
      </div>
      <LiveWaveform history={history} active={live} />
      {/*
       * Pause and Stop differ in icon (bars / square), shape (a rounded bar with its word inside / a large red
       * circle with its word below), colour and word (issue 33, the glossaries in docs/i18n): a hurried tap
       * cannot take one for the other.
       */}
      <div className="grid w-full max-w-md grid-cols-[1fr_auto_1fr] items-center gap-2">
        <button
          type="button"
          onClick={onTogglePause}
          disabled={stopping}
          className="flex min-h-12 items-center justify-center gap-2 justify-self-start rounded-xl bg-white px-3 py-2 text-sm font-semibold text-midnight-green ring-2 ring-midnight-green/40 transition-colors hover:bg-nyanza disabled:opacity-50"
        >
          {paused ? (
            <Play aria-hidden className="size-5 shrink-0 fill-current" />
          ) : (
            <Pause aria-hidden className="size-5 shrink-0" />
          )}
          <span className="text-start">{paused ? t('session.resume') : t('session.pause')}</span>
        </button>
        <button
          type="button"
          onClick={onStop}
          disabled={stopping}
          className="group flex flex-col items-center gap-1 rounded-full p-1 text-base font-semibold text-danger-strong disabled:opacity-50"
        >
          <span className="relative grid size-24 place-items-center sm:size-28">
            {/* The level ring: a halo that grows with the voice; a dashed circle while paused. */}
            <span
              aria-hidden
              className="absolute inset-0 rounded-full bg-danger/20 transition-transform duration-100 motion-reduce:transition-none"
              style={{ transform: `scale(${0.72 + 0.28 * swell})` }}
            />
            <span
              aria-hidden
              className={cn(
                'absolute inset-0 rounded-full border-2',
                paused ? 'border-dashed border-line-strong' : 'border-danger-line',
              )}
            />
            <span className="relative grid size-16 place-items-center rounded-full bg-danger text-white shadow-md transition-colors group-hover:bg-danger-strong sm:size-20">
              <Square aria-hidden className="size-6 fill-current sm:size-7" />
            </span>
          </span>
          <span className="text-center">{t('session.stop')}</span>
        </button>
        <div className="flex flex-col items-end justify-self-end text-end">
          <p
            role="timer"
            aria-label={t('session.left')}
            className="font-mono text-lg text-ink-muted tabular-nums"
          >
            {formatClock(secondsLeft(elapsedMs, maxSeconds))}
          </p>
          <p aria-hidden className="text-sm text-ink-subtle">
            {t('session.left')}
          </p>
        </div>
      </div>
      {/* Always present, so screen readers announce a hint when it appears. */}
      <div role="status" className="flex min-h-7 items-center">
        {hint && !paused ? (
          <p className="flex items-start gap-2 rounded-xl bg-warning-soft px-3 py-0.5 font-medium text-warning ring-1 ring-warning-line">
            <TriangleAlert aria-hidden className="mt-1 size-4 shrink-0" />
            {t(`session.hint.${hint}`)}
          </p>
        ) : null}
      </div>
      {/* Keys are for a keyboard: not shown on a touch screen (issue 33). */}
      <p className="text-center text-sm text-ink-subtle pointer-coarse:hidden">
        {t.rich('session.keys', {
          key: (chunks) => <kbd className="rounded border border-line-strong bg-white px-1">{chunks}</kbd>,
        })}
      </p>
    </div>
  );
}

/** Recording or paused, said in words and shown by an icon, not by colour alone. */
function StateBadge({ paused }: { paused: boolean }) {
  const t = useT('recording');
  return (
    <p
      className={cn(
        'inline-flex items-center gap-2 rounded-full px-3 py-0.5 text-sm font-semibold',
        paused ? 'bg-white text-ink-muted ring-1 ring-line-strong' : 'bg-danger-soft text-danger-strong',
      )}
    >
      {paused ? (
        <Pause aria-hidden className="size-4" />
      ) : (
        <span aria-hidden className="relative flex size-2.5">
          <span className="absolute inline-flex size-full animate-ping rounded-full bg-danger opacity-70 motion-reduce:animate-none" />
          <span className="relative inline-flex size-2.5 rounded-full bg-danger" />
        </span>
      )}
      {paused ? t('session.paused') : t('session.recording')}
    </p>
  );
}
