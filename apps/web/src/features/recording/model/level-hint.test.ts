import { describe, expect, it } from 'vitest';
import {
  HINT_WINDOW_BLOCKS,
  LOUD_BLOCK_DBFS,
  LevelWindow,
  NOISY_FLOOR_DBFS,
  QUIET_LOUDEST_DBFS,
  levelVerdict,
} from './level-hint';

/** A block RMS (0..1) at a level in dBFS. */
const at = (dbfs: number) => 10 ** (dbfs / 20);
/** Speech blocks at `speech` dBFS with a pause at `floor` between sentences. */
const speech = (speechDb: number, floorDb: number) => [
  ...Array<number>(10).fill(at(speechDb)),
  at(floorDb),
  ...Array<number>(10).fill(at(speechDb - 4)),
];

describe('levelVerdict', () => {
  it('is content with ordinary speech in a quiet room', () => {
    expect(levelVerdict(speech(-20, -70))).toBeNull();
    // Digital silence between words (a quiet fake microphone) is no noise.
    expect(levelVerdict([...speech(-18, -100), 0])).toBeNull();
  });

  it('calls a voice that never reaches the Average speech level too quiet', () => {
    expect(levelVerdict(speech(QUIET_LOUDEST_DBFS - 5, -80))).toBe('quiet');
    expect(levelVerdict(Array<number>(20).fill(0))).toBe('quiet');
  });

  it('calls blocks loud enough to clip too loud', () => {
    expect(levelVerdict(speech(LOUD_BLOCK_DBFS + 3, -70))).toBe('loud');
  });

  it('calls a room noisy when its quiet moments are loud and speech barely rises above them', () => {
    expect(levelVerdict(speech(-30, NOISY_FLOOR_DBFS + 10))).toBe('noisy');
    // The same floor under loud, clear speech is fine: the margin is what the grade depends on.
    expect(levelVerdict(speech(-15, NOISY_FLOOR_DBFS + 5))).toBeNull();
    // Noise with nobody speaking is still noise, not a quiet voice.
    expect(levelVerdict(Array<number>(20).fill(at(-42)))).toBe('noisy');
  });

  it('says nothing without levels', () => {
    expect(levelVerdict([])).toBeNull();
  });
});

describe('LevelWindow', () => {
  it('waits for a full window, then judges only the latest blocks', () => {
    const window = new LevelWindow();
    for (let i = 0; i < HINT_WINDOW_BLOCKS - 1; i++) window.push(0);
    expect(window.verdict()).toBeNull();
    window.push(0);
    expect(window.verdict()).toBe('quiet');
    // The contributor moves closer: once the quiet blocks have left the window, the hint goes.
    for (const level of speech(-20, -70).concat(speech(-20, -70))) window.push(level);
    expect(window.verdict()).toBeNull();
    window.clear();
    expect(window.verdict()).toBeNull();
  });
});
