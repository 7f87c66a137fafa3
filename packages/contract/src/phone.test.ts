import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, phoneBodySchema, phoneSchema } from './auth.js';

describe('phone numbers as people type them', () => {
  it('accepts a +91 / 0091 / 91 / 0 prefix and spaces, dashes, dots or brackets, giving the 10 digits', () => {
    for (const typed of [
      '9876501234',
      '+91 98765 01234',
      '+919876501234',
      '0091 98765 01234',
      '91 98765-01234',
      '919876501234',
      '098765-01234',
      ' 98765 01234 ',
      '(98765) 01.234',
    ]) {
      expect([typed, phoneSchema.parse(typed)]).toEqual([typed, '9876501234']);
    }
    expect(phoneBodySchema.parse({ phoneNo: '+91 70000-00001' })).toEqual({ phoneNo: '7000000001' });
  });

  it('still refuses what is not a 10-digit number starting 6 to 9, with the SPEC message', () => {
    for (const typed of ['+91 5876501234', '98765 0123', '0 98765 012345', '+1 9876501234', '98765o1234']) {
      const result = phoneSchema.safeParse(typed);
      expect([typed, result.error?.issues[0]?.message]).toEqual([typed, AUTH_MESSAGES.invalidPhone]);
    }
    expect(phoneSchema.safeParse('   ').error?.issues[0]?.message).toBe(AUTH_MESSAGES.requiredFields);
  });
});
