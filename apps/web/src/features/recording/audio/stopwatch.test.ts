import { describe, expect, it } from 'vitest';
import { Stopwatch, formatClock, secondsLeft } from './stopwatch';

function fakeClock(start = 1000) {
  let t = start;
  return { now: () => t, advance: (ms: number) => (t += ms) };
}

describe('Stopwatch', () => {
  it('counts only while running', () => {
    const clock = fakeClock();
    const watch = new Stopwatch(clock.now);
    clock.advance(500);
    expect(watch.elapsedMs()).toBe(0);
    watch.start();
    clock.advance(1500);
    expect(watch.elapsedMs()).toBe(1500);
    expect(watch.running).toBe(true);
  });

  it('freezes while paused and carries on after resume', () => {
    const clock = fakeClock();
    const watch = new Stopwatch(clock.now);
    watch.start();
    clock.advance(2000);
    watch.pause();
    clock.advance(10_000);
    expect(watch.elapsedMs()).toBe(2000);
    expect(watch.running).toBe(false);
    watch.start();
    clock.advance(500);
    expect(watch.elapsedMs()).toBe(2500);
  });

  it('ignores a second start or pause', () => {
    const clock = fakeClock();
    const watch = new Stopwatch(clock.now);
    watch.start();
    clock.advance(1000);
    watch.start();
    clock.advance(1000);
    watch.pause();
    watch.pause();
    expect(watch.elapsedMs()).toBe(2000);
  });

  it('goes back to zero on reset', () => {
    const clock = fakeClock();
    const watch = new Stopwatch(clock.now);
    watch.start();
    clock.advance(3000);
    watch.reset();
    clock.advance(3000);
    expect(watch.elapsedMs()).toBe(0);
    expect(watch.running).toBe(false);
  });

  it('never goes backwards when the clock does', () => {
    const clock = fakeClock();
    const watch = new Stopwatch(clock.now);
    watch.start();
    clock.advance(-500);
    expect(watch.elapsedMs()).toBe(0);
  });
});

describe('formatClock', () => {
  it.each([
    [0, '0:00'],
    [5.9, '0:05'],
    [65, '1:05'],
    [120, '2:00'],
    [-3, '0:00'],
  ])('%s s is %s', (seconds, text) => {
    expect(formatClock(seconds)).toBe(text);
  });
});

describe('secondsLeft', () => {
  it('counts down from the limit, rounding up, and stops at zero', () => {
    expect(secondsLeft(0, 120)).toBe(120);
    expect(secondsLeft(400, 120)).toBe(120);
    expect(secondsLeft(1000, 120)).toBe(119);
    expect(secondsLeft(119_500, 120)).toBe(1);
    expect(secondsLeft(120_000, 120)).toBe(0);
    expect(secondsLeft(130_000, 120)).toBe(0);
  });
});
