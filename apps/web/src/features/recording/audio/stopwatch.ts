// The recording timer. It counts only while running: pausing freezes it and resuming carries on from
// the frozen value (SPEC §4: the timer runs only while recording and not paused). The clock is
// injectable so the rules are tested without waiting.

export type Clock = () => number;

export class Stopwatch {
  private accumulatedMs = 0;
  private runningSince: number | null = null;

  constructor(private readonly now: Clock = () => performance.now()) {}

  get running(): boolean {
    return this.runningSince !== null;
  }

  /** Starts or resumes; does nothing when already running. */
  start(): void {
    if (this.runningSince === null) this.runningSince = this.now();
  }

  /** Freezes the elapsed time; does nothing when not running. */
  pause(): void {
    if (this.runningSince === null) return;
    this.accumulatedMs += Math.max(0, this.now() - this.runningSince);
    this.runningSince = null;
  }

  reset(): void {
    this.accumulatedMs = 0;
    this.runningSince = null;
  }

  elapsedMs(): number {
    const current = this.runningSince === null ? 0 : Math.max(0, this.now() - this.runningSince);
    return this.accumulatedMs + current;
  }
}

/** m:ss of a number of seconds, floored (0:00, 1:05, 2:00). */
export function formatClock(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** Whole seconds left of a limit, rounded up so that a countdown shows 2:00 at the start, 0:00 at the end. */
export function secondsLeft(elapsedMs: number, limitSeconds: number): number {
  return Math.max(0, Math.ceil(limitSeconds - elapsedMs / 1000));
}
