import { PRIVACY_NOTICE } from '@dhvani/contract/privacy';
import { describe, expect, it } from 'vitest';
import { createFormat } from './format';

describe('a privacy notice version as people read it (issue 33)', () => {
  it('is the day it took effect, in the language, whatever the time zone', () => {
    expect(createFormat('en').noticeVersion('2026-11-25.bafc0169')).toBe('November 25, 2026');
    expect(createFormat('hi').noticeVersion('2026-11-25.bafc0169')).toBe('25 नवंबर 2026');
    expect(createFormat('ta').noticeVersion('2026-11-25.bafc0169')).toContain('நவம்பர்');
    expect(createFormat('en').noticeVersion(PRIVACY_NOTICE.version)).not.toContain(PRIVACY_NOTICE.version);
  });

  it('shows a version of another shape as it is', () => {
    expect(createFormat('en').noticeVersion('v2')).toBe('v2');
    expect(createFormat('en').noticeVersion('2026-13-45.x')).toBe('2026-13-45.x');
  });
});
