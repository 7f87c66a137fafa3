import { describe, expect, it } from 'vitest';
import {
  DOB_MESSAGES,
  EMPTY_DETAILS,
  isMinor,
  toRegistrationPayload,
  validateAccount,
  validateDetails,
  type PersonalDetails,
} from './sign-up-form';

const today = new Date(2026, 4, 15);
const valid: PersonalDetails = {
  name: 'Asha Rao',
  gender: 'female',
  dob: '1990-01-31',
  city: 'Pune',
  motherTongue: 'Marathi',
  phoneNo: '9876543210',
  email: 'asha@example.com',
};

describe('validateDetails (sign-up step 1)', () => {
  it('accepts complete, well-formed details', () => {
    expect(validateDetails(valid, today)).toEqual({});
  });

  it("marks every empty required field with SPEC's message", () => {
    const errors = validateDetails(EMPTY_DETAILS, today);
    expect(Object.keys(errors).sort()).toEqual(
      ['city', 'dob', 'email', 'gender', 'motherTongue', 'name', 'phoneNo'].sort(),
    );
    expect(new Set(Object.values(errors))).toEqual(new Set(['Please fill all required fields.']));
    expect(validateDetails({ ...valid, city: '   ' }, today)).toEqual({
      city: 'Please fill all required fields.',
    });
  });

  it.each(['12345', '5876543210', '98765432101', '98765 4321', 'abcdefghij'])(
    'refuses the phone number %s',
    (phoneNo) => {
      expect(validateDetails({ ...valid, phoneNo }, today)).toEqual({
        phoneNo: 'Please enter a valid 10-digit phone number.',
      });
    },
  );

  it.each(['asha', 'asha@', 'asha @example.com', '@example.com'])('refuses the e-mail %s', (email) => {
    expect(validateDetails({ ...valid, email }, today)).toEqual({
      email: 'Please enter a valid email address.',
    });
  });

  it('refuses a date of birth in the future; under 18 goes on, to the guardian step (issue 23)', () => {
    expect(validateDetails({ ...valid, dob: '2026-05-15' }, today).dob).toBe(DOB_MESSAGES.future);
    expect(validateDetails({ ...valid, dob: '2008-05-16' }, today)).toEqual({});
    expect(isMinor('2008-05-16', today)).toBe(true);
    expect(isMinor('2008-05-15', today)).toBe(false);
    expect(isMinor('', today)).toBe(false);
  });
});

describe('validateAccount (sign-up step 2)', () => {
  it('needs a password of at least 6 characters and a matching confirmation', () => {
    expect(
      validateAccount({ knownLanguages: [], password: 'kite-river-7', confirmPassword: 'kite-river-7' }),
    ).toEqual({});
    expect(validateAccount({ knownLanguages: [], password: '12345', confirmPassword: '12345' })).toEqual({
      password: 'Password must be at least 6 characters.',
    });
    expect(
      validateAccount({ knownLanguages: [], password: 'kite-river-7', confirmPassword: 'kite-river-8' }),
    ).toEqual({ confirmPassword: 'Passwords do not match!' });
    expect(validateAccount({ knownLanguages: [], password: '', confirmPassword: '' })).toEqual({
      password: 'Please fill all required fields.',
      confirmPassword: 'Please fill all required fields.',
    });
  });

  it('refuses a blank or common password with the same message as the server (issue 17)', () => {
    expect(validateAccount({ knownLanguages: [], password: '       ', confirmPassword: '       ' })).toEqual({
      password: 'Password cannot be only spaces.',
    });
    expect(validateAccount({ knownLanguages: [], password: '123456', confirmPassword: '123456' })).toEqual({
      password: 'This password is too common and easy to guess. Please choose a less common one.',
    });
  });
});

describe('toRegistrationPayload', () => {
  it('sends SPEC §3 fields with known languages comma-joined, the confirmation and both tokens along', () => {
    const payload = toRegistrationPayload(
      { ...valid, name: ' Asha Rao ' },
      { knownLanguages: ['Hindi', 'Marathi'], password: 'kite-river-7', confirmPassword: 'kite-river-7' },
      { phoneVerificationToken: 'phone-proof', emailVerificationToken: 'email-proof' },
    );
    expect(payload).toEqual({
      name: 'Asha Rao',
      gender: 'female',
      dob: '1990-01-31',
      phoneNo: '9876543210',
      email: 'asha@example.com',
      city: 'Pune',
      motherTongue: 'Marathi',
      knownLanguages: 'Hindi,Marathi',
      password: 'kite-river-7',
      confirmPassword: 'kite-river-7',
      phoneVerificationToken: 'phone-proof',
      emailVerificationToken: 'email-proof',
    });
  });
});
