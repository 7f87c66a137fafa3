// Issue 17: PUT /update-account no longer switches the e-mail at once; the new address must bring back the
// code sent to it (POST /users/confirm-email-change), the old address is told, and a change that is never
// confirmed blocks nobody.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app.js';
import {
  callApi,
  readCode,
  type RegisteredUser,
  registerUser,
  uniqueEmail,
} from '../../../test/support/accounts.js';

describe('e-mail change with proof', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'PUT' | 'POST', url: string, token?: string, payload?: object) =>
    callApi(t.app, method, url, token, payload);
  const ask = (who: RegisteredUser, email: string, name = who.user.name) =>
    call('PUT', '/update-account', who.accessToken, { name, email });
  const confirm = (who: RegisteredUser, email: string, code: string) =>
    call('POST', '/users/confirm-email-change', who.accessToken, { email, code });
  const outbox = async (to: string) =>
    (await call('GET', `/dev/outbox?to=${encodeURIComponent(to)}`)).json().data as Array<{
      subject: string | null;
      text: string;
    }>;
  const login = (email: string, password: string) =>
    call('POST', '/users/login', undefined, { email, password });

  it('sends a code to the new address and changes nothing until it is confirmed; the old address is told', async () => {
    const person = await registerUser(t.app);
    const email = uniqueEmail('new-address');
    const asked = await ask(person, email.toUpperCase());
    expect(asked.statusCode).toBe(200);
    expect(asked.json().message).toBe(
      `Enter the code we sent to ${email} to confirm your new email address.`,
    );
    expect(asked.json().data).toMatchObject({ email: person.email, pendingEmail: email });
    // The profile counts the resend wait down from this (issue 24).
    expect(asked.json().data.resendAfterSeconds).toBe(t.app.config.codeResendIntervalMs / 1000);
    expect((await call('GET', '/users/current', person.accessToken)).json().data.email).toBe(person.email);
    expect((await login(email, person.password)).statusCode).toBe(404);

    const code = await readCode(t.app, email);
    const wrong = await confirm(person, email, String((Number(code) + 1) % 1_000_000).padStart(6, '0'));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toMatch(/^Invalid verification code/);

    const done = await confirm(person, email, code);
    expect(done.statusCode).toBe(200);
    expect(done.json().message).toBe(`Your email address is now ${email}.`);
    expect(done.json().data).toMatchObject({ _id: person.user._id, email });
    expect((await login(email, person.password)).statusCode).toBe(200);
    expect((await login(person.email, person.password)).statusCode).toBe(404);
    const [notice] = await outbox(person.email);
    expect(notice?.subject).toBe('Your Dhvani Shilp email address was changed');
    expect(notice?.text).toContain(email);
    // The code works once.
    expect((await confirm(person, email, code)).statusCode).toBe(400);
  });

  it('saves a new name at once, while the new e-mail waits for its code', async () => {
    const person = await registerUser(t.app);
    const email = uniqueEmail('with-name');
    const asked = await ask(person, email, 'Renamed Person');
    expect(asked.json().data).toMatchObject({
      name: 'Renamed Person',
      email: person.email,
      pendingEmail: email,
    });
    expect((await call('GET', '/users/current', person.accessToken)).json().data).toMatchObject({
      name: 'Renamed Person',
      email: person.email,
    });
  });

  it('does not let a pending change block anyone signing up with that address', async () => {
    const person = await registerUser(t.app);
    const email = uniqueEmail('contested');
    expect((await ask(person, email)).statusCode).toBe(200);
    const code = await readCode(t.app, email);
    t.clock.advance(30_000); // the resend interval of the address
    const owner = await registerUser(t.app, { email });
    expect(owner.email).toBe(email);
    const late = await confirm(person, email, code);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('Another account already uses this email.');
    expect((await call('GET', '/users/current', person.accessToken)).json().data.email).toBe(person.email);
  });

  it("refuses someone else's code, an address in use, and a refused send changes nothing", async () => {
    const person = await registerUser(t.app);
    const other = await registerUser(t.app);
    const email = uniqueEmail('mine');
    await ask(person, email);
    const code = await readCode(t.app, email);
    const stolen = await confirm(other, email, code);
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().message).toBe(
      'No active code for this number or address. Please request a new one.',
    );

    const taken = await ask(person, other.email);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('Another account already uses this email.');

    const tooSoon = await ask(person, email, 'Should Not Stick');
    expect(tooSoon.statusCode).toBe(429);
    expect((await call('GET', '/users/current', person.accessToken)).json().data.name).toBe(person.user.name);
    expect((await confirm(person, email, code)).statusCode).toBe(200);
  });

  it('needs a signed-in user', async () => {
    const res = await call('POST', '/users/confirm-email-change', undefined, {
      email: uniqueEmail(),
      code: '123456',
    });
    expect(res.statusCode).toBe(401);
  });
});
