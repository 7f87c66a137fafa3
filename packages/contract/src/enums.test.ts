import { describe, expect, it } from 'vitest';
import { caseInsensitiveEnum, DOMAINS, RECORDING_LANGUAGES } from './enums.js';

describe('caseInsensitiveEnum', () => {
  const language = caseInsensitiveEnum(RECORDING_LANGUAGES, 'language');
  it('normalises any letter case to the SPEC spelling', () => {
    expect(language.parse('hindi')).toBe('Hindi');
    expect(language.parse(' MALAYALAM ')).toBe('Malayalam');
  });
  it('rejects unknown values and lists the allowed ones', () => {
    const result = caseInsensitiveEnum(DOMAINS, 'domain').safeParse('sports');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(`domain must be one of: ${DOMAINS.join(', ')}`);
  });
});
