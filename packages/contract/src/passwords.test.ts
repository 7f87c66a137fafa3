import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, passwordSchema } from './auth.js';
import { COMMON_PASSWORDS } from './common-passwords.js';
import { PASSWORD_MIN_LENGTH } from './limits.js';
import { USER_MESSAGES, newPasswordSchema } from './users.js';

const messages = (schema: typeof passwordSchema, value: string) =>
  schema.safeParse(value).error?.issues.map((i) => i.message) ?? [];

describe('new-password rules (issue 17)', () => {
  it("keeps SPEC §5's minimum as the only message for a short password", () => {
    expect(messages(passwordSchema, 'abc')).toEqual([AUTH_MESSAGES.passwordTooShort]);
    expect(messages(passwordSchema, '   ')).toEqual([AUTH_MESSAGES.passwordTooShort]);
    expect(messages(newPasswordSchema, 'abc')).toEqual([USER_MESSAGES.newPasswordTooShort]);
  });

  it('refuses a password of only spaces, tabs or line breaks', () => {
    for (const blank of ['      ', ' \t \n  ', '\u00a0'.repeat(8)]) {
      expect(messages(passwordSchema, blank)).toEqual([AUTH_MESSAGES.passwordBlank]);
      expect(messages(newPasswordSchema, blank)).toEqual([AUTH_MESSAGES.passwordBlank]);
    }
  });

  it('refuses the common passwords whatever their case, and one repeated character', () => {
    for (const common of ['123456', 'password', 'Password1', 'QWERTY123', ' iloveyou ', 'aaaaaaaa']) {
      expect(messages(passwordSchema, common), common).toEqual([AUTH_MESSAGES.passwordCommon]);
      expect(messages(newPasswordSchema, common), common).toEqual([AUTH_MESSAGES.passwordCommon]);
    }
  });

  it('accepts an ordinary password', () => {
    expect(passwordSchema.safeParse('secret-pass-1').success).toBe(true);
    expect(newPasswordSchema.safeParse('Kavya 1994 Kochi').success).toBe(true);
  });

  it('ships a list of a few hundred entries, none shorter than the minimum', () => {
    expect(COMMON_PASSWORDS.size).toBeGreaterThan(300);
    expect([...COMMON_PASSWORDS].filter((p) => p.length < PASSWORD_MIN_LENGTH)).toEqual([]);
    expect([...COMMON_PASSWORDS].filter((p) => p !== p.toLowerCase())).toEqual([]);
  });
});
