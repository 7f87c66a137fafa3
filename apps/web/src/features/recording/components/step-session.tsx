import { Pause, Play, Square } from 'lucide-react';
import type { RefObject } from 'react';
import { Button } from '@/components/ui/button';
import { formatClock, secondsLeft } from '../audio/stopwatch';
import { LevelMeter } from './level-meter';
import { ReadingText, StepFrame } from './step-frame';

export function StepSession({
  paragraph,
  elapsedMs,
  maxSeconds,
  level,
  paused,
  stopping,
  controlsRef,
  onTogglePause,
  onStop,
}: {
  paragraph: string;
  elapsedMs: number;
  maxSeconds: number;
  level: number;
  paused: boolean;
  stopping: boolean;
  controlsRef: RefObject<HTMLDivElement | null>;
  onTogglePause: () => void;
  onStop: () => void;
}) {
  return (
    <StepFrame
      title="Recording Session"
      description="Read the text aloud. Press Stop when you have finished."
    >
      <ReadingText text={paragraph} />
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className="text-sm text-slate-600">{paused ? 'Paused' : 'Recording'}</p>
          <p
            role="timer"
            aria-label="Elapsed time"
            className="font-mono text-4xl font-bold text-midnight-green tabular-nums"
          >
            {formatClock(elapsedMs / 1000)}
          </p>
        </div>
        <div className="text-right">
          <p className="text-sm text-slate-600">Time left</p>
          <p role="timer" aria-label="Time left" className="font-mono text-2xl text-slate-800 tabular-nums">
            {formatClock(secondsLeft(elapsedMs, maxSeconds))}
          </p>
        </div>
      </div>
      <LevelMeter level={level} active={!paused} />
      <div ref={controlsRef} className="flex flex-wrap items-center gap-3">
        <Button variant="secondary" size="lg" onClick={onTogglePause} disabled={stopping}>
          {paused ? <Play aria-hidden /> : <Pause aria-hidden />}
          {paused ? 'Resume' : 'Pause'}
        </Button>
        <Button variant="destructive" size="lg" onClick={onStop} disabled={stopping}>
          <Square aria-hidden />
          Stop
        </Button>
        <p className="text-sm text-slate-600">
          <kbd className="rounded border px-1">Space</kbd> pauses or resumes,{' '}
          <kbd className="rounded border px-1">Enter</kbd> stops.
        </p>
      </div>
    </StepFrame>
  );
}
