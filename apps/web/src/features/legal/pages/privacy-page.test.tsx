import { PRIVACY_NOTICE } from '@dhvani/contract/privacy';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ensureNamespaces } from '@/i18n/i18n-store';
import { fakeApi, type FakeApi } from '@/test/fake-api';
import { PrivacyPage } from './privacy-page';

let server: FakeApi | null = null;
beforeAll(() => ensureNamespaces(['legal']));
afterEach(() => {
  server?.restore();
  server = null;
});

const renderPrivacy = () =>
  render(
    <RouterProvider
      router={createMemoryRouter([{ path: '/privacy', element: <PrivacyPage /> }], {
        initialEntries: ['/privacy'],
      })}
    />,
  );

describe('privacy notice', () => {
  it('names its version and date, and links the terms', async () => {
    server = fakeApi({
      'GET /privacy/notice': { status: 200, data: { ...PRIVACY_NOTICE, grievanceOfficer: null } },
    });
    renderPrivacy();
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeTruthy();
    expect(screen.getByTestId('notice-version').textContent).toBe(
      `Version ${PRIVACY_NOTICE.version}, in force since 25 November 2026.`,
    );
    // A parent or guardian finds where to withdraw the consent they gave (issue 23).
    expect(
      screen
        .getByRole('link', { name: 'For parents and guardians: see or withdraw your consent' })
        .getAttribute('href'),
    ).toBe('/guardian');
    expect(screen.getByRole('link', { name: 'Terms of Service' }).getAttribute('href')).toBe('/terms');
    expect(screen.getByRole('heading', { name: 'Your rights, and where to use them' })).toBeTruthy();
  });

  it('shows a clear placeholder when the installation named no grievance officer', async () => {
    server = fakeApi({
      'GET /privacy/notice': { status: 200, data: { ...PRIVACY_NOTICE, grievanceOfficer: null } },
    });
    renderPrivacy();
    expect((await screen.findByTestId('grievance-officer')).textContent).toBe(
      'Not set on this installation: its operator has not named a grievance officer yet.',
    );
  });

  it("shows the grievance officer's contact the server names", async () => {
    const officer = { name: 'Asha Rao', email: 'grievance@example.org', phone: null, address: null };
    server = fakeApi({
      'GET /privacy/notice': { status: 200, data: { ...PRIVACY_NOTICE, grievanceOfficer: officer } },
    });
    renderPrivacy();
    const contact = await screen.findByTestId('grievance-officer');
    expect(contact.textContent).toBe('NameAsha RaoE-mailgrievance@example.org');
    expect(screen.getByRole('link', { name: 'grievance@example.org' }).getAttribute('href')).toBe(
      'mailto:grievance@example.org',
    );
  });
});
