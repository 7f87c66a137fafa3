import { PRIVACY_NOTICE } from '@dhvani/contract/privacy';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { AppToaster } from '@/components/ui/toaster';
import { fakeApi, type FakeApi } from '@/test/fake-api';
import { ConsentSection } from './consent-section';

const version = PRIVACY_NOTICE.version;
let server: FakeApi | null = null;
afterEach(() => {
  server?.restore();
  server = null;
});

/** A server with one person's consent: it changes with DELETE and POST, as the real one does. */
function consentServer(start: { withdrawn: boolean }) {
  let withdrawnAt: string | null = start.withdrawn ? '2026-11-20T09:00:00.000Z' : null;
  const events = [{ kind: 'given', version, at: '2026-11-18T09:00:00.000Z', by: 'self' }];
  if (withdrawnAt) events.unshift({ kind: 'withdrawn', version, at: withdrawnAt, by: 'self' });
  const state = () => ({
    version,
    givenAt: '2026-11-18T09:00:00.000Z',
    withdrawnAt,
    currentVersion: version,
    active: !withdrawnAt,
  });
  return fakeApi({
    'GET /users/consents': () => ({ status: 200, data: state() }),
    'GET /users/consents/history': () => ({ status: 200, data: { events } }),
    'DELETE /users/consents': () => {
      withdrawnAt = '2026-11-24T10:00:00.000Z';
      events.unshift({ kind: 'withdrawn', version, at: withdrawnAt, by: 'self' });
      return { status: 200, data: state() };
    },
    'POST /users/consents': () => {
      withdrawnAt = null;
      events.unshift({ kind: 'given', version, at: '2026-11-24T11:00:00.000Z', by: 'self' });
      return { status: 200, data: state() };
    },
  });
}

function renderSection() {
  const router = createMemoryRouter([{ path: '/profile', element: <ConsentSection /> }], {
    initialEntries: ['/profile'],
  });
  render(
    <>
      <RouterProvider router={router} />
      <AppToaster />
    </>,
  );
}

describe('profile consent section', () => {
  it('shows the consent in force and its history, withdraws, then gives consent again in one click', async () => {
    server = consentServer({ withdrawn: false });
    const user = userEvent.setup();
    renderSection();
    expect(await screen.findByText(/notice version November 25, 2026 on November 18, 2026/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/privacy');
    expect(screen.getByRole('link', { name: 'Terms of Service' }).getAttribute('href')).toBe('/terms');
    // An adult's account has no guardian line.
    expect(screen.queryByTestId('guardian-consent')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Withdraw consent' }));
    expect(await screen.findByText(/You withdrew your consent on November 24, 2026/)).toBeTruthy();
    expect(server.calls).toContain('DELETE /users/consents');
    const history = screen.getByRole('list', { name: 'History' });
    expect(
      within(history)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Consent withdrawn (version November 25, 2026)24 Nov 2026',
      'Consent given (version November 25, 2026)18 Nov 2026',
    ]);

    await user.click(screen.getByRole('button', { name: 'Give consent again' }));
    expect(await screen.findByRole('button', { name: 'Withdraw consent' })).toBeTruthy();
    expect(server.bodies.get('POST /users/consents')).toEqual({
      dataUsage: true,
      recording: true,
      terms: true,
    });
    expect(within(screen.getByRole('list', { name: 'History' })).getAllByRole('listitem')).toHaveLength(3);
  });

  it('says when consent was never given', async () => {
    server = fakeApi({
      'GET /users/consents': {
        status: 200,
        data: { version: null, givenAt: null, withdrawnAt: null, currentVersion: version, active: false },
      },
      'GET /users/consents/history': { status: 200, data: { events: [] } },
    });
    renderSection();
    expect(await screen.findByText(/You have not given consent yet/)).toBeTruthy();
    expect(screen.getByText('No consent given or withdrawn yet.')).toBeTruthy();
  });

  it('asks again when the consent is for an older notice', async () => {
    server = fakeApi({
      'GET /users/consents': {
        status: 200,
        data: {
          version: '2025-01',
          givenAt: '2025-02-01T00:00:00.000Z',
          withdrawnAt: null,
          currentVersion: version,
          active: false,
        },
      },
      'GET /users/consents/history': { status: 200, data: { events: [] } },
    });
    renderSection();
    expect(
      await screen.findByText(/The notice has changed since you agreed to version 2025-01/),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Give consent again' })).toBeTruthy();
  });

  it("shows the parent's consent an under-18 account was opened with", async () => {
    server = fakeApi({
      'GET /users/consents': {
        status: 200,
        data: {
          version,
          givenAt: '2026-11-18T09:00:00.000Z',
          withdrawnAt: null,
          currentVersion: version,
          active: true,
          guardian: {
            phone: '9876501234',
            version,
            consentedAt: '2026-11-17T08:00:00.000Z',
            withdrawnAt: null,
          },
        },
      },
      'GET /users/consents/history': { status: 200, data: { events: [] } },
    });
    renderSection();
    expect((await screen.findByTestId('guardian-consent')).textContent).toBe(
      `Your parent or guardian (phone 9876501234) agreed to notice version November 25, 2026 for you on November 17, 2026.`,
    );
  });

  it('says when the parent or guardian withdrew, and offers no consent of their own until they give it again', async () => {
    server = fakeApi({
      'GET /users/consents': {
        status: 200,
        data: {
          version,
          givenAt: '2026-11-18T09:00:00.000Z',
          withdrawnAt: '2026-11-20T09:00:00.000Z',
          withdrawnBy: 'guardian',
          currentVersion: version,
          active: false,
          guardian: {
            phone: '9876501234',
            version,
            consentedAt: '2026-11-17T08:00:00.000Z',
            withdrawnAt: '2026-11-20T09:00:00.000Z',
          },
        },
      },
      'GET /users/consents/history': {
        status: 200,
        data: {
          events: [
            { kind: 'withdrawn', version, at: '2026-11-20T09:00:00.000Z', by: 'guardian' },
            { kind: 'given', version, at: '2026-11-18T09:00:00.000Z', by: 'self' },
          ],
        },
      },
    });
    renderSection();
    expect((await screen.findByTestId('consent-status')).textContent).toMatch(
      /^Your parent or guardian withdrew their consent on November 20, 2026\./,
    );
    expect(screen.queryByRole('button', { name: 'Give consent again' })).toBeNull();
    expect(
      within(screen.getByRole('list', { name: 'History' })).getAllByRole('listitem')[0]?.textContent,
    ).toBe(`Consent withdrawn by your parent or guardian (version November 25, 2026)20 Nov 2026`);
  });
});
