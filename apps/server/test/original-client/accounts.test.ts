// Original client (issue 25): sign-up with both verifications, phone and e-mail sign-in, the error messages
// its pages show, and the profile page's calls at the paths it uses (/users/update-account,
// /users/change-password, /users/delete-account), as that front end makes and reads them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { originalClient, read, reads, refusal } from './support/original-client.js';
import {
  currentUser,
  registration,
  signInByEmail,
  signInByPhone,
  signUp,
  signUpDetails,
  verifyContacts,
} from './support/original-pages.js';

describe('the original front end: accounts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('signs up, keeps both tokens and reads the current user as data.data', async () => {
    const client = originalClient(t.app);
    const details = signUpDetails('Meera Iyer');
    await signUp(t.app, client, details);
    expect(client.localStorage.get('accessToken')).toBeTruthy();
    expect(client.localStorage.get('refreshToken')).toBeTruthy();
    const me = await currentUser(client);
    expect(me).toMatchObject({ name: 'Meera Iyer', email: details.email, role: 'user', rewardTokens: 0 });
  });

  it('keeps its verifications to itself: another browser that knows both contacts cannot register', async () => {
    const owner = originalClient(t.app);
    const details = signUpDetails();
    await verifyContacts(t.app, owner, details);
    const stranger = originalClient(t.app);
    const hijack = await refusal(stranger.post('/users/register', registration(details)));
    expect(hijack).toEqual({ status: 400, message: 'Please verify both phone and email to continue.' });
    owner.keepSession(await owner.post('/users/register', registration(details)));
    expect((await currentUser(owner)).email).toBe(details.email);
  });

  it('signs in by phone OTP and by e-mail and password', async () => {
    const details = signUpDetails();
    await signUp(t.app, originalClient(t.app), details);
    // A person signing in later: past the 30 s wait between two codes to one number.
    t.clock.advance(t.config.codeResendIntervalMs);

    const byPhone = originalClient(t.app);
    await signInByPhone(t.app, byPhone, details.phoneNo);
    expect((await currentUser(byPhone)).email).toBe(details.email);

    const byEmail = originalClient(t.app);
    await signInByEmail(byEmail, details.email, details.password);
    expect((await currentUser(byEmail)).email).toBe(details.email);
  });

  it('gets the answers its error handling looks for, each with a message', async () => {
    const known = signUpDetails();
    await signUp(t.app, originalClient(t.app), known);
    const client = originalClient(t.app);

    // check-user-existence: 200 means "already exists".
    await expect(client.post('/users/check-user-existence', { email: known.email })).resolves.toBeTruthy();
    // Phone OTP for an unknown number: the page shows 'This phone number is not registered.' when the
    // message contains 'does not exist'.
    const unknownPhone = await refusal(client.post('/users/send-phone-otp-login', { phoneNo: '6000000001' }));
    expect(unknownPhone.message).toContain('does not exist');
    // E-mail sign-in: 404 shows 'This email is not registered.'; other failures show the message.
    const unknownEmail = await refusal(
      client.post('/users/login', { email: 'nobody@example.test', password: 'whatever-1' }),
    );
    expect(unknownEmail.status).toBe(404);
    const wrongPassword = await refusal(
      client.post('/users/login', { email: known.email, password: 'not-my-password' }),
    );
    expect(wrongPassword.status).toBe(401);
    // A malformed address: the sign-up page shows the server's message.
    const badAddress = await refusal(
      client.post('/users/send-verification-code', { email: 'not an address' }),
    );
    expect(badAddress).toEqual({ status: 400, message: 'Please enter a valid email address.' });
  });

  it('waits 30 s between two codes to one number: 429 with the wait in the message', async () => {
    const client = originalClient(t.app);
    const phoneNo = signUpDetails().phoneNo;
    await client.post('/users/send-phone-otp-register', { phoneNo });
    const again = await refusal(client.post('/users/send-phone-otp-register', { phoneNo }));
    expect(again.status).toBe(429);
    expect(again.message).toMatch(/wait \d+ seconds/);
  });

  it('updates the account, changes the password and deletes the account under /users', async () => {
    const client = originalClient(t.app);
    const details = signUpDetails('Kavya Rao');
    await signUp(t.app, client, details);

    const updated = await client.put('/users/update-account', { name: 'Kavya R.', email: details.email });
    expect(read('the update answer', reads.message, updated).message).toBe('Account updated successfully!');
    expect((await currentUser(client)).name).toBe('Kavya R.');
    // A new address is only asked for (issue 17): the message says so, which is what that page shows.
    const newAddress = signUpDetails().email;
    const asked = await client.put('/users/update-account', { name: 'Kavya R.', email: newAddress });
    expect(read('the update answer', reads.message, asked).message).toBe(
      `Enter the code we sent to ${newAddress} to confirm your new email address.`,
    );
    expect((await currentUser(client)).email).toBe(details.email);

    const changed = await client.post('/users/change-password', {
      oldPassword: details.password,
      newPassword: 'new-kesari-mango-43',
    });
    expect(read('the password answer', reads.message, changed).message).toBe(
      'Password changed successfully!',
    );
    await signInByEmail(client, details.email, 'new-kesari-mango-43');

    const wrongOld = await refusal(
      client.post('/users/change-password', { oldPassword: 'not-it-at-all', newPassword: 'another-one-44' }),
    );
    expect(wrongOld.status).toBeGreaterThanOrEqual(400);

    await client.delete('/users/delete-account');
    const gone = await refusal(signInByEmail(originalClient(t.app), details.email, 'new-kesari-mango-43'));
    expect(gone.status).toBe(404);
  });

  it('logs out with an empty body; the token then stops working', async () => {
    const client = originalClient(t.app);
    await signUp(t.app, client, signUpDetails());
    await client.post('/users/logout', {});
    expect((await refusal(client.get('/users/current'))).status).toBe(401);
  });
});
