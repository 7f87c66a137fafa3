import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppToaster } from '@/components/ui/toaster';
import { resetSessionStore } from '@/lib/session-store';
import { anAuthResult, codeSent } from '@/test/contract-fixtures';
import { fakeApi, type FakeApi } from '@/test/fake-api';
import type { SignInRedirectState } from '@/lib/sign-in-redirect';
import { SignUpPage } from './sign-up-page';

// Many typed keystrokes per test: headroom for a loaded two-core machine, not a speed limit.
const SLOW_UI_TEST_MS = 20_000;

let server: FakeApi | null = null;
type User = ReturnType<typeof userEvent.setup>;

function renderSignUp(state?: SignInRedirectState) {
  const router = createMemoryRouter(
    [
      { path: '/auth/signup', element: <SignUpPage /> },
      { path: '/dashboard', element: <p>dashboard page</p> },
      { path: '/qr-recording', element: <p>recording flow</p> },
    ],
    { initialEntries: [{ pathname: '/auth/signup', state }] },
  );
  render(
    <>
      <RouterProvider router={router} />
      <AppToaster />
    </>,
  );
  return router;
}

async function fillStepOne(user: User) {
  await user.type(screen.getByLabelText('Full name'), 'Asha Rao');
  await user.selectOptions(screen.getByLabelText('Gender'), 'female');
  await user.type(screen.getByLabelText('Date of birth'), '1990-01-31');
  await user.type(screen.getByLabelText('City'), 'Pune');
  await user.selectOptions(screen.getByLabelText('Mother tongue'), 'Marathi');
  await user.type(screen.getByLabelText('Phone number'), '9876543210');
  await user.type(screen.getByLabelText('Email address'), 'asha@example.com');
  await user.click(screen.getByRole('button', { name: 'Next' }));
}

const happyServer = () =>
  fakeApi({
    'POST /users/check-user-existence': { status: 404, message: 'User does not exist.' },
    'POST /users/send-phone-otp-register': { status: 200, data: codeSent },
    'POST /users/verify-phone-otp': { status: 200, data: { verificationToken: 'phone-proof' } },
    'POST /users/send-verification-code': { status: 200, data: codeSent },
    'POST /users/verify-email-code': (body) =>
      body.code === '654321'
        ? { status: 200, data: { verificationToken: 'email-proof' } }
        : { status: 400, message: 'Invalid verification code. 4 tries left.' },
    'POST /users/register': { status: 201, data: anAuthResult({ name: 'Asha Rao' }) },
  });

beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => {
  server?.restore();
  resetSessionStore();
  vi.restoreAllMocks();
});

describe('sign-up step 1', { timeout: SLOW_UI_TEST_MS }, () => {
  it('shows every missing field and calls nothing', async () => {
    server = fakeApi({});
    const user = userEvent.setup();
    renderSignUp();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getAllByText('Please fill all required fields.')).toHaveLength(7);
    expect(screen.getByLabelText('Full name').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText('Full name'));
    expect(server.calls).toEqual([]);
  });

  it('refuses an existing phone or e-mail', async () => {
    server = fakeApi({ 'POST /users/check-user-existence': { status: 200, data: { exists: true } } });
    const user = userEvent.setup();
    renderSignUp();
    await fillStepOne(user);
    expect(await screen.findByText('User with this phone or email already exists.')).toBeTruthy();
    expect(server.bodies.get('POST /users/check-user-existence')).toEqual({
      phoneNo: '9876543210',
      email: 'asha@example.com',
    });
    expect(screen.getByText('Personal details')).toBeTruthy();
  });

  it('says so when the check itself fails', async () => {
    server = fakeApi({ 'POST /users/check-user-existence': { status: 500 } });
    const user = userEvent.setup();
    renderSignUp();
    await fillStepOne(user);
    expect(await screen.findByText('An error occurred while checking. Please try again.')).toBeTruthy();
    expect(screen.getByText('Step 1 of 2')).toBeTruthy();
  });
});

describe('sign-up step 2', { timeout: SLOW_UI_TEST_MS }, () => {
  it('verifies both contacts, then creates the account and goes to the dashboard', async () => {
    server = happyServer();
    const user = userEvent.setup();
    const router = renderSignUp();
    await fillStepOne(user);
    expect(await screen.findByText('Step 2 of 2')).toBeTruthy();

    const create = screen.getByRole('button', { name: 'Create Account' });
    expect(create).toHaveProperty('disabled', true);
    expect(screen.getByText('Please verify both phone and email to continue.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText('OTP sent to your phone!')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(screen.getByText('Please enter OTP')).toBeTruthy();
    await user.type(screen.getByLabelText('OTP'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(await screen.findByText('Phone number verified!')).toBeTruthy();
    expect(create).toHaveProperty('disabled', true);

    await user.click(screen.getByRole('button', { name: 'Send Code' }));
    expect(await screen.findByText('Verification email sent!')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Verify Code' }));
    expect(screen.getByText('Please enter verification code')).toBeTruthy();
    await user.type(screen.getByLabelText('Verification code'), '111111');
    await user.click(screen.getByRole('button', { name: 'Verify Code' }));
    expect(await screen.findByText('Invalid verification code. 4 tries left.')).toBeTruthy();
    await user.clear(screen.getByLabelText('Verification code'));
    await user.type(screen.getByLabelText('Verification code'), '654321');
    await user.click(screen.getByRole('button', { name: 'Verify Code' }));
    expect(await screen.findByText('Email verified!')).toBeTruthy();
    expect(create).toHaveProperty('disabled', false);

    await user.click(screen.getByRole('checkbox', { name: 'Hindi' }));
    await user.click(screen.getByRole('checkbox', { name: 'Urdu' }));
    await user.type(screen.getByLabelText('Password'), 'kite-river-7');
    await user.type(screen.getByLabelText('Confirm password'), 'kite-river-8');
    await user.click(create);
    expect(screen.getByText('Passwords do not match!')).toBeTruthy();
    expect(server.calls).not.toContain('POST /users/register');

    await user.clear(screen.getByLabelText('Confirm password'));
    await user.type(screen.getByLabelText('Confirm password'), 'kite-river-7');
    await user.click(create);
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(server.bodies.get('POST /users/register')).toEqual({
      name: 'Asha Rao',
      gender: 'female',
      dob: '1990-01-31',
      phoneNo: '9876543210',
      email: 'asha@example.com',
      city: 'Pune',
      motherTongue: 'Marathi',
      knownLanguages: 'Hindi,Urdu',
      password: 'kite-river-7',
      confirmPassword: 'kite-river-7',
      // Issue 17: the proofs of both verifications, as this page received them.
      phoneVerificationToken: 'phone-proof',
      emailVerificationToken: 'email-proof',
    });
    expect(localStorage.getItem('accessToken')).toBe('access-1');
    expect(await screen.findByText('Account created successfully!')).toBeTruthy();
  });

  it('goes on to the recording flow the guard sent the newcomer from, campaign choices and all', async () => {
    server = happyServer();
    const user = userEvent.setup();
    const from = { pathname: '/qr-recording', search: '?language=Tamil&domain=education', hash: '' };
    const router = renderSignUp({ from: { ...from, state: null, key: 'guard' } });
    await fillStepOne(user);
    await user.click(await screen.findByRole('button', { name: 'Send OTP' }));
    await user.type(await screen.findByLabelText('OTP'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    await user.click(await screen.findByRole('button', { name: 'Send Code' }));
    await user.type(await screen.findByLabelText('Verification code'), '654321');
    await user.click(screen.getByRole('button', { name: 'Verify Code' }));
    await screen.findByText('Email verified!');
    // Sign-in, for someone who has an account after all, leads back to the same place.
    const signIn = screen.getByRole('link', { name: 'Sign in' });
    expect(signIn.getAttribute('href')).toBe('/auth/signin');
    await user.type(screen.getByLabelText('Password'), 'kite-river-7');
    await user.type(screen.getByLabelText('Confirm password'), 'kite-river-7');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/qr-recording'));
    expect(router.state.location.search).toBe('?language=Tamil&domain=education');
    expect(localStorage.getItem('signedInBefore')).toBe('1');
  });

  it('keeps step 1 on Back, and a changed number needs verifying again', async () => {
    server = happyServer();
    const user = userEvent.setup();
    renderSignUp();
    await fillStepOne(user);
    await user.click(await screen.findByRole('button', { name: 'Send OTP' }));
    await user.type(await screen.findByLabelText('OTP'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(await screen.findByText('Verified')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Back' }));
    const phone = screen.getByLabelText('Phone number');
    expect(phone).toHaveProperty('value', '9876543210');
    await user.clear(phone);
    await user.type(phone, '9876543211');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('button', { name: 'Send OTP' })).toBeTruthy();
    expect(screen.queryByText('Verified')).toBeNull();
  });

  it('falls back to SPEC text when sending the OTP fails', async () => {
    server = happyServer();
    const user = userEvent.setup();
    renderSignUp();
    await fillStepOne(user);
    server.restore();
    server = fakeApi({
      'POST /users/send-phone-otp-register': { status: 500 },
    });
    await user.click(await screen.findByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText('Failed to send OTP')).toBeTruthy();
  });
});
