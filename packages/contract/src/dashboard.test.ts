import { describe, expect, it } from 'vitest';
import {
  capitalise,
  distinctLanguages,
  formatDate,
  formatDuration,
  minutesContributed,
  tokensLabel,
  totalRecordingsOf,
} from './dashboard.js';

describe('dashboard figures (SPEC §9)', () => {
  it('rounds minutes contributed to the nearest minute', () => {
    expect(minutesContributed(0)).toBe(0);
    expect(minutesContributed(89)).toBe(1);
    expect(minutesContributed(90)).toBe(2);
    expect(minutesContributed(3600)).toBe(60);
  });

  it('falls back to the list length when the stats have no total', () => {
    expect(totalRecordingsOf(12, 5)).toBe(12);
    expect(totalRecordingsOf(undefined, 5)).toBe(5);
    expect(totalRecordingsOf(0, 3)).toBe(3);
  });

  it('counts distinct languages', () => {
    expect(distinctLanguages([{ language: 'Hindi' }, { language: 'Tamil' }, { language: 'Hindi' }])).toBe(2);
  });

  it('formats durations as m:ss and dates as en-GB day, short month, year', () => {
    expect(formatDuration(9)).toBe('0:09');
    expect(formatDuration(65.4)).toBe('1:05');
    expect(formatDuration(120)).toBe('2:00');
    expect(formatDate('2026-03-05T10:00:00.000Z')).toBe('5 Mar 2026');
  });

  it("capitalises the source and shows '--' for a recording without tokens", () => {
    expect(capitalise('web')).toBe('Web');
    const tokens = new Map([['r1', 12]]);
    expect(tokensLabel(tokens, 'r1')).toBe('12');
    expect(tokensLabel(tokens, 'r2')).toBe('--');
  });
});
