import type { GuardianChild } from '@dhvani/contract/guardian';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppToaster } from '@/components/ui/toaster';
import { queryClient } from '@/lib/query-client';
import { codeSent } from '@/test/contract-fixtures';
import { fakeApi, type FakeApi } from '@/test/fake-api';
import { GuardianPage } from './guardian-page';

// Typed keystrokes and a dialog: headroom for a loaded two-core machine, not a speed limit.
const SLOW_UI_TEST_MS = 20_000;
const CHILD = '0f8fad5b-d9cb-469f-a165-70867728950e';
let server: FakeApi | null = null;

function renderPage() {
  const router = createMemoryRouter([{ path: '/guardian', element: <GuardianPage /> }], {
    initialEntries: ['/guardian'],
  });
  render(
    <>
      <RouterProvider router={router} />
      <AppToaster />
    </>,
  );
}

beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => {
  server?.restore();
  server = null;
  queryClient.clear();
  vi.restoreAllMocks();
});

async function verify(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: 'Your phone number' }), '9876501234');
  await user.click(screen.getByRole('button', { name: 'Send code' }));
  await user.type(await screen.findByRole('textbox', { name: 'Code you received' }), '123456');
  await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
}

describe('the guardian page', { timeout: SLOW_UI_TEST_MS }, () => {
  it('verifies the phone, lists its child, and withdraws after a confirmation, with the token', async () => {
    let child: GuardianChild = {
      _id: CHILD,
      firstName: 'Ravi',
      signedUpAt: '2026-11-17T08:00:00.000Z',
      consent: 'given',
      withdrawnAt: null,
    };
    const tokens: unknown[] = [];
    server = fakeApi({
      'POST /guardian/send-code': { status: 200, data: codeSent },
      'POST /guardian/verify-code': { status: 200, data: { guardianToken: 'tok-1', expiresInSeconds: 900 } },
      'GET /guardian/children': (_body, config) => {
        tokens.push(config.headers.get('x-guardian-token'));
        return { status: 200, data: { children: [child] } };
      },
      [`DELETE /guardian/children/${CHILD}/consent`]: (_body, config) => {
        tokens.push(config.headers.get('x-guardian-token'));
        child = { ...child, consent: 'withdrawn', withdrawnAt: '2026-11-25T09:00:00.000Z' };
        return { status: 200, data: child };
      },
    });
    const user = userEvent.setup();
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'For parents and guardians' })).toBeTruthy();
    await verify(user);
    expect(server.bodies.get('POST /guardian/send-code')).toEqual({ guardianPhone: '9876501234' });

    const list = await screen.findByRole('list', { name: 'Accounts you agreed to' });
    expect(within(list).getByText('Ravi')).toBeTruthy();
    expect(within(list).getByText('Signed up on November 17, 2026')).toBeTruthy();
    await user.click(within(list).getByRole('button', { name: 'Withdraw consent for Ravi' }));
    const dialog = screen.getByRole('dialog', { name: 'Withdraw your consent for Ravi?' });
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw consent' }));

    expect(
      await screen.findByText(
        'You withdrew your consent on November 25, 2026: they cannot upload recordings.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Give consent again for Ravi' })).toBeTruthy();
    expect(tokens).toEqual(['tok-1', 'tok-1']);
  });

  it('sends an expired token back to the code, saying why', async () => {
    server = fakeApi({
      'POST /guardian/send-code': { status: 200, data: codeSent },
      'POST /guardian/verify-code': { status: 200, data: { guardianToken: 'old', expiresInSeconds: 900 } },
      'GET /guardian/children': {
        status: 401,
        message: 'Please verify your phone number again: enter it and the code we send.',
        code: 'guardianPage.tokenMissing',
      },
    });
    const user = userEvent.setup();
    renderPage();
    await verify(user);
    expect(
      await screen.findByText('Please verify your phone number again: enter it and the code we send.'),
    ).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send code' })).toBeTruthy());
  });
});
