import { describe, expect, it } from 'vitest';
import {
  lastRecordingLanguage,
  preferredRecordingLanguage,
  rememberRecordingLanguage,
} from './preferred-language';

const hints = { last: null, locale: 'en' as const, localeChosen: false, motherTongue: null };

describe('the recording language step 3 starts with (issue 33)', () => {
  it('is the last one recorded in, before anything else', () => {
    expect(preferredRecordingLanguage({ ...hints, last: 'Odia', locale: 'ta', motherTongue: 'Hindi' })).toBe(
      'Odia',
    );
  });

  it('is the interface language next, when it is not English by default', () => {
    expect(preferredRecordingLanguage({ ...hints, locale: 'ta', motherTongue: 'Hindi' })).toBe('Tamil');
    expect(preferredRecordingLanguage({ ...hints, localeChosen: true, motherTongue: 'Hindi' })).toBe(
      'English',
    );
  });

  it('is the mother tongue when the site is in English by default, if it can be recorded', () => {
    expect(preferredRecordingLanguage({ ...hints, motherTongue: 'Bengali' })).toBe('Bengali');
    expect(preferredRecordingLanguage({ ...hints, motherTongue: 'Marathi' })).toBe('English');
    expect(preferredRecordingLanguage({ ...hints, motherTongue: 'Other' })).toBe('English');
  });

  it('ignores a stored value that is not a recording language', () => {
    expect(preferredRecordingLanguage({ ...hints, last: 'Klingon', locale: 'kn' })).toBe('Kannada');
  });

  it('remembers the language last recorded in on this device', () => {
    expect(lastRecordingLanguage()).toBeNull();
    rememberRecordingLanguage('Malayalam');
    expect(lastRecordingLanguage()).toBe('Malayalam');
  });
});
