import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app.js';
import { callApi, registerUser, signIn, uniqueEmail, uniquePhone } from '../../../test/support/accounts.js';

describe('profile API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, token?: string, payload?: object) =>
    callApi(t.app, method, url, token, payload);

  it('GET /users/current returns the signed-in user in data, and 401 without a token', async () => {
    const person = await registerUser(t.app, { name: 'Meera Nair' });
    const res = await call('GET', '/users/current', person.accessToken);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      statusCode: 200,
      success: true,
      message: 'Success',
      data: {
        _id: person.user._id,
        name: 'Meera Nair',
        email: person.email,
        phoneNo: person.phoneNo,
        role: 'user',
        createdAt: person.user.createdAt,
        rewardTokens: 0,
        language: null,
        motherTongue: 'Hindi',
      },
    });
    expect((await call('GET', '/users/current')).statusCode).toBe(401);
  });

  it('PUT /users/language keeps the language with the account; an unknown code changes nothing', async () => {
    const person = await registerUser(t.app);
    const saved = await call('PUT', '/users/language', person.accessToken, { language: 'ta' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toEqual({ language: 'ta' });
    expect((await call('GET', '/users/current', person.accessToken)).json().data.language).toBe('ta');

    const refused = await call('PUT', '/users/language', person.accessToken, { language: 'xx' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('language must be one of: en, hi, ta, te, gu, pa, or, kn, bn, ml');
    expect((await call('GET', '/users/current', person.accessToken)).json().data.language).toBe('ta');
    expect((await call('PUT', '/users/language', undefined, { language: 'hi' })).statusCode).toBe(401);
  });

  describe('POST /users/check-user-existence', () => {
    it('answers 200 when an account uses the phone or the e-mail, and 404 when none does', async () => {
      const person = await registerUser(t.app);
      const byPhone = await call('POST', '/users/check-user-existence', undefined, {
        phoneNo: person.phoneNo,
      });
      expect(byPhone.statusCode).toBe(200);
      // Issue 17: no more than SPEC §7's 200 says, not which of the two contacts an account uses.
      expect(byPhone.json().data).toEqual({ exists: true });
      const both = await call('POST', '/users/check-user-existence', undefined, {
        phoneNo: uniquePhone(),
        email: person.email.toUpperCase(),
      });
      expect(both.statusCode).toBe(200);
      expect(both.json().data).toEqual({ exists: true });
      const none = await call('POST', '/users/check-user-existence', undefined, {
        phoneNo: uniquePhone(),
        email: uniqueEmail(),
      });
      expect(none.statusCode).toBe(404);
      expect(none.json().success).toBe(false);
    });

    it('validates the phone and e-mail, and needs at least one', async () => {
      const bad = await call('POST', '/users/check-user-existence', undefined, { phoneNo: '123' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toContain('Please enter a valid 10-digit phone number.');
      const badEmail = await call('POST', '/users/check-user-existence', undefined, { email: 'a@b' });
      expect(badEmail.json().message).toContain('Please enter a valid email address.');
      const empty = await call('POST', '/users/check-user-existence', undefined, {});
      expect(empty.statusCode).toBe(400);
    });
  });

  describe('PUT /update-account', () => {
    it('changes the name at once when the e-mail stays the same', async () => {
      const person = await registerUser(t.app);
      const res = await call('PUT', '/update-account', person.accessToken, {
        name: 'New Name',
        email: person.email,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe('Account updated successfully!');
      expect(res.json().data).toMatchObject({
        name: 'New Name',
        email: person.email,
        _id: person.user._id,
        pendingEmail: null,
      });
      expect((await signIn(t.app, person.email, person.password)).user.name).toBe('New Name');
    });

    it('answers 409 for an e-mail another account uses, 400 for bad input, 401 without a token', async () => {
      const a = await registerUser(t.app);
      const b = await registerUser(t.app);
      const clash = await call('PUT', '/update-account', a.accessToken, { name: 'A', email: b.email });
      expect(clash.statusCode).toBe(409);
      expect(clash.json().message).toBe('Another account already uses this email.');
      const bad = await call('PUT', '/update-account', a.accessToken, { name: '', email: 'nope' });
      expect(bad.statusCode).toBe(400);
      expect(
        (await call('PUT', '/update-account', undefined, { name: 'A', email: a.email })).statusCode,
      ).toBe(401);
    });
  });

  describe('POST /change-password', () => {
    it('changes the password: the old one stops working, other sessions end, this one stays', async () => {
      const person = await registerUser(t.app);
      const other = await signIn(t.app, person.email, person.password);
      const res = await call('POST', '/change-password', person.accessToken, {
        oldPassword: person.password,
        newPassword: 'brand-new-pass',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe('Password changed successfully!');
      expect((await call('GET', '/users/current', person.accessToken)).statusCode).toBe(200);
      expect((await call('GET', '/users/current', other.accessToken)).statusCode).toBe(401);
      const refresh = await call('POST', '/users/refresh-token', undefined, {
        refreshToken: other.refreshToken,
      });
      expect(refresh.statusCode).toBe(401);
      const oldLogin = await call('POST', '/users/login', undefined, {
        email: person.email,
        password: person.password,
      });
      expect(oldLogin.statusCode).toBe(401);
      expect((await signIn(t.app, person.email, 'brand-new-pass')).user._id).toBe(person.user._id);
    });

    it('refuses a wrong current password (400, not 401) and a short or mismatched new one', async () => {
      const person = await registerUser(t.app);
      const wrong = await call('POST', '/change-password', person.accessToken, {
        oldPassword: 'not-it',
        newPassword: 'brand-new-pass',
      });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().message).toBe('Your current password is incorrect.');
      const short = await call('POST', '/change-password', person.accessToken, {
        oldPassword: person.password,
        newPassword: 'abc',
      });
      expect(short.json().message).toContain('New password must be at least 6 characters long');
      const mismatch = await call('POST', '/change-password', person.accessToken, {
        oldPassword: person.password,
        newPassword: 'abcdefgx',
        confirmPassword: 'abcdefhx',
      });
      expect(mismatch.json().message).toContain('New passwords do not match');
      // Issue 17: blank and common new passwords are refused with their own message.
      for (const [newPassword, message] of [
        ['        ', 'Password cannot be only spaces.'],
        ['qwerty123', 'This password is too common'],
      ]) {
        const weak = await call('POST', '/change-password', person.accessToken, {
          oldPassword: person.password,
          newPassword,
        });
        expect(weak.statusCode).toBe(400);
        expect(weak.json().message).toContain(message);
      }
      expect((await signIn(t.app, person.email, person.password)).user._id).toBe(person.user._id);
    });
  });
});
