import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppToaster } from '@/components/ui/toaster';
import { resetSessionStore } from '@/lib/session-store';
import { aCurrentUser } from '@/test/contract-fixtures';
import { fakeApi, type FakeApi } from '@/test/fake-api';
import { ProfilePage } from './profile-page';

// Many typed keystrokes per test: headroom for a loaded two-core machine, not a speed limit.
const SLOW_UI_TEST_MS = 20_000;

const asha = aCurrentUser({
  name: 'Asha Rao',
  email: 'asha@example.com',
  createdAt: '2026-03-05T10:00:00.000Z',
  rewardTokens: 4,
});
let server: FakeApi | null = null;
type User = ReturnType<typeof userEvent.setup>;

function renderProfile() {
  const router = createMemoryRouter(
    [
      { path: '/', element: <p>home page</p> },
      { path: '/profile', element: <ProfilePage /> },
    ],
    { initialEntries: ['/profile'] },
  );
  render(
    <>
      <RouterProvider router={router} />
      <AppToaster />
    </>,
  );
  return router;
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  localStorage.setItem('accessToken', 'access');
  localStorage.setItem('refreshToken', 'refresh');
});
afterEach(() => {
  server?.restore();
  server = null;
  resetSessionStore();
  vi.restoreAllMocks();
});

const openTab = (user: User, name: string) => user.click(screen.getByRole('tab', { name }));

describe('profile page', { timeout: SLOW_UI_TEST_MS }, () => {
  it('shows the details with an en-US long date and Active status', async () => {
    server = fakeApi({ 'GET /users/current': { status: 200, data: asha } });
    renderProfile();
    expect(screen.getByText('Loading your profile...')).toBeTruthy();
    const details = await screen.findByRole('tabpanel');
    expect(within(details).getByText('Asha Rao')).toBeTruthy();
    expect(within(details).getByText('asha@example.com')).toBeTruthy();
    expect(within(details).getByText('March 5, 2026')).toBeTruthy();
    expect(within(details).getByText('Active')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Logout' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Danger Zone' })).toBeTruthy();
  });

  it("shows the server's error with Retry, which loads again", async () => {
    let fail = true;
    server = fakeApi({
      'GET /users/current': () => (fail ? { status: 500 } : { status: 200, data: asha }),
    });
    const user = userEvent.setup();
    renderProfile();
    expect(await screen.findByText('Failed to load profile')).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('March 5, 2026')).toBeTruthy();
  });

  it('says so when there is no access token', async () => {
    localStorage.clear();
    server = fakeApi({});
    renderProfile();
    expect(await screen.findByText('No access token found. Please log in again.')).toBeTruthy();
    expect(server.calls).toEqual([]);
  });

  it('updates the account and shows the new name', async () => {
    server = fakeApi({
      'GET /users/current': { status: 200, data: asha },
      'PUT /update-account': (body) => ({ status: 200, data: { ...asha, ...body, pendingEmail: null } }),
    });
    const user = userEvent.setup();
    renderProfile();
    await screen.findByText('March 5, 2026');
    await openTab(user, 'Update Account');
    const name = screen.getByLabelText('Full Name');
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'Update Account' }));
    expect(screen.getByText('Please fill all required fields.')).toBeTruthy();
    await user.type(name, 'Asha R.');
    await user.click(screen.getByRole('button', { name: 'Update Account' }));
    expect(await screen.findByText('Account updated successfully!')).toBeTruthy();
    expect(server.bodies.get('PUT /update-account')).toEqual({ name: 'Asha R.', email: 'asha@example.com' });
    expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toMatchObject({ name: 'Asha R.' });
    await openTab(user, 'Profile Details');
    expect(screen.getByText('Asha R.')).toBeTruthy();
  });

  it('changes the e-mail only after the code sent to the new address is confirmed (issue 17)', async () => {
    const newEmail = 'asha.rao@example.org';
    server = fakeApi({
      'GET /users/current': { status: 200, data: asha },
      'PUT /update-account': (body) => ({
        status: 200,
        message: `Enter the code we sent to ${String(body.email)} to confirm your new email address.`,
        data: { ...asha, name: body.name, pendingEmail: body.email },
      }),
      'POST /users/confirm-email-change': (body) =>
        body.code === '246810'
          ? {
              status: 200,
              message: `Your email address is now ${newEmail}.`,
              data: { ...asha, email: newEmail },
            }
          : { status: 400, message: 'Invalid verification code. 4 tries left.' },
    });
    const user = userEvent.setup();
    renderProfile();
    await screen.findByText('March 5, 2026');
    await openTab(user, 'Update Account');
    const email = screen.getByLabelText('Email Address');
    await user.clear(email);
    await user.type(email, newEmail);
    await user.click(screen.getByRole('button', { name: 'Update Account' }));

    expect(
      await screen.findByText(`Enter the code we sent to ${newEmail} to confirm your new email address.`),
    ).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain(
      'Until then your account keeps asha@example.com.',
    );
    expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toMatchObject({ email: 'asha@example.com' });
    await user.click(screen.getByRole('button', { name: 'Confirm Email' }));
    expect(screen.getByText('Please enter verification code')).toBeTruthy();
    await user.type(screen.getByLabelText('Verification code'), '111111');
    await user.click(screen.getByRole('button', { name: 'Confirm Email' }));
    expect(await screen.findByText('Invalid verification code. 4 tries left.')).toBeTruthy();
    await user.clear(screen.getByLabelText('Verification code'));
    await user.type(screen.getByLabelText('Verification code'), '246810');
    await user.click(screen.getByRole('button', { name: 'Confirm Email' }));

    expect(await screen.findByText(`Your email address is now ${newEmail}.`)).toBeTruthy();
    expect(server.bodies.get('POST /users/confirm-email-change')).toEqual({
      email: newEmail,
      code: '246810',
    });
    expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toMatchObject({ email: newEmail });
    expect(screen.getByLabelText('Email Address')).toHaveProperty('value', newEmail);
    await openTab(user, 'Profile Details');
    expect(screen.getByText(newEmail)).toBeTruthy();
  });

  it('validates and changes the password', async () => {
    server = fakeApi({
      'GET /users/current': { status: 200, data: asha },
      'POST /change-password': (body) =>
        body.oldPassword === 'secret1'
          ? { status: 200, message: 'Password changed successfully!' }
          : { status: 400, message: 'Your current password is incorrect.' },
    });
    const user = userEvent.setup();
    renderProfile();
    await screen.findByText('March 5, 2026');
    await openTab(user, 'Change Password');
    const submit = () => user.click(screen.getByRole('button', { name: 'Change Password' }));

    await submit();
    expect(screen.getAllByText('Please fill all required fields.')).toHaveLength(3);

    await user.type(screen.getByLabelText('Current Password'), 'wrong1');
    await user.type(screen.getByLabelText('New Password'), 'abc');
    await user.type(screen.getByLabelText('Confirm New Password'), 'abd');
    await submit();
    expect(screen.getByText('New passwords do not match')).toBeTruthy();
    expect(screen.getByText('New password must be at least 6 characters long')).toBeTruthy();

    await user.clear(screen.getByLabelText('New Password'));
    await user.type(screen.getByLabelText('New Password'), 'password1');
    await submit();
    expect(
      screen.getByText('This password is too common and easy to guess. Please choose a less common one.'),
    ).toBeTruthy();

    await user.clear(screen.getByLabelText('New Password'));
    await user.type(screen.getByLabelText('New Password'), 'secret2');
    await user.clear(screen.getByLabelText('Confirm New Password'));
    await user.type(screen.getByLabelText('Confirm New Password'), 'secret2');
    await submit();
    expect(await screen.findByText('Your current password is incorrect.')).toBeTruthy();

    await user.clear(screen.getByLabelText('Current Password'));
    await user.type(screen.getByLabelText('Current Password'), 'secret1');
    await submit();
    expect(await screen.findByText('Password changed successfully!')).toBeTruthy();
    expect(server.bodies.get('POST /change-password')).toEqual({
      oldPassword: 'secret1',
      newPassword: 'secret2',
    });
    expect(screen.getByLabelText('Current Password')).toHaveProperty('value', '');
  });

  it('logs out: the message, then home with the tokens gone', async () => {
    server = fakeApi({
      'GET /users/current': { status: 200, data: asha },
      'POST /users/logout': { status: 200 },
    });
    const user = userEvent.setup();
    const router = renderProfile();
    await screen.findByText('March 5, 2026');
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('Logged out successfully!')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), { timeout: 8000 });
    await waitFor(() => expect(localStorage.getItem('accessToken')).toBeNull());
  });

  it('on a failed logout shows the error and still leaves signed out', async () => {
    server = fakeApi({
      'GET /users/current': { status: 200, data: asha },
      'POST /users/logout': { status: 500 },
    });
    const user = userEvent.setup();
    const router = renderProfile();
    await screen.findByText('March 5, 2026');
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('Logout failed. Please try again.')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), { timeout: 8000 });
    await waitFor(() => expect(localStorage.getItem('accessToken')).toBeNull());
  });

  it('deletes the account only after the exact phrase', async () => {
    server = fakeApi({
      'GET /users/current': { status: 200, data: asha },
      'DELETE /delete-account': { status: 200 },
    });
    const user = userEvent.setup();
    const router = renderProfile();
    await screen.findByText('March 5, 2026');
    await user.click(screen.getByRole('button', { name: 'Delete Account' }));
    const confirm = screen.getByRole('button', { name: 'Delete My Account' });
    expect(confirm).toHaveProperty('disabled', true);

    const phrase = screen.getByLabelText(/to confirm/);
    await user.type(phrase, 'delete my account');
    expect(screen.getByText('Please type "DELETE MY ACCOUNT" to confirm deletion')).toBeTruthy();
    expect(confirm).toHaveProperty('disabled', true);
    expect(server.calls).not.toContain('DELETE /delete-account');

    await user.clear(phrase);
    await user.type(phrase, 'DELETE MY ACCOUNT');
    expect(confirm).toHaveProperty('disabled', false);
    await user.click(confirm);
    expect(await screen.findByText('Your account has been successfully deleted.')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await waitFor(() => expect(localStorage.getItem('accessToken')).toBeNull());
  });
});
