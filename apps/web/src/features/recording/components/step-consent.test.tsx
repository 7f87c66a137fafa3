import { PRIVACY_NOTICE } from '@dhvani/contract/privacy';
import type { ConsentState } from '@dhvani/contract/consents';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { queryClient } from '@/lib/query-client';
import { fakeApi, type FakeApi } from '@/test/fake-api';
import type { Consents } from '../model/flow';
import { StepConsent } from './step-consent';

const NONE: Consents = { dataUsage: false, recording: false, terms: false };
let server: FakeApi | null = null;
afterEach(() => {
  server?.restore();
  server = null;
  queryClient.clear();
});

const consentState = (overrides: Partial<ConsentState> = {}): ConsentState => ({
  version: null,
  givenAt: null,
  withdrawnAt: null,
  withdrawnBy: null,
  currentVersion: PRIVACY_NOTICE.version,
  active: false,
  guardian: null,
  ...overrides,
});

const serveConsent = (overrides: Partial<ConsentState> = {}) =>
  fakeApi({ 'GET /users/consents': { status: 200, data: consentState(overrides) } });
const agreed = { version: PRIVACY_NOTICE.version, givenAt: '2026-11-26T10:00:00.000Z' };

function renderStep(onNext = () => {}) {
  function Step() {
    const [consents, setConsents] = useState(NONE);
    return (
      <StepConsent
        consents={consents}
        onChange={(key, checked) => setConsents((current) => ({ ...current, [key]: checked }))}
        onBack={() => {}}
        onNext={onNext}
      />
    );
  }
  render(<RouterProvider router={createMemoryRouter([{ path: '/', element: <Step /> }])} />);
}

describe('consent step', () => {
  it('ticks a box when its statement is tapped anywhere, and opens each document from its own Read link', async () => {
    server = serveConsent();
    const user = userEvent.setup();
    renderStep();
    await user.click(screen.getByText('I consent to my voice data being used to train AI models.'));
    await user.click(screen.getByText(/^I agree to the Terms of Service/));
    expect(screen.getByRole('checkbox', { name: /train AI models/ })).toHaveProperty('checked', true);
    expect(screen.getByRole('checkbox', { name: /Terms of Service/ })).toHaveProperty('checked', true);
    expect(screen.getByRole('checkbox', { name: /securely recorded/ })).toHaveProperty('checked', false);
    expect(screen.getByRole('button', { name: 'Next' })).toHaveProperty('disabled', true);

    const hrefs = screen.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]);
    expect(hrefs).toEqual([
      ['Read: how your voice is used (opens in a new tab)', '/privacy#purposes'],
      ['Read: how your voice is used (opens in a new tab)', '/privacy#purposes'],
      ['Read: Terms of Service (opens in a new tab)', '/terms'],
      ['Read: Privacy Policy (opens in a new tab)', '/privacy'],
    ]);
    for (const link of screen.getAllByRole('link')) expect(link.getAttribute('target')).toBe('_blank');
  });

  it('starts ticked, with the day, for someone who agreed to the notice in force, and records nothing again', async () => {
    server = serveConsent({ ...agreed, active: true });
    let moved = 0;
    renderStep(() => (moved += 1));
    expect(await screen.findByTestId('consent-on-record')).toHaveProperty(
      'textContent',
      'You agreed on November 26, 2026 to the notice of November 25, 2026. It has not changed since, so your boxes are already ticked.',
    );
    for (const box of screen.getAllByRole('checkbox')) expect(box).toHaveProperty('checked', true);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(moved).toBe(1));
    expect(server.calls).toEqual(['GET /users/consents']);
  });

  it('asks again, boxes empty, when the consent on record was withdrawn', async () => {
    server = serveConsent({ ...agreed, withdrawnAt: '2026-11-27T10:00:00.000Z', withdrawnBy: 'self' });
    renderStep();
    await waitFor(() => expect(server?.calls).toEqual(['GET /users/consents']));
    for (const box of screen.getAllByRole('checkbox')) expect(box).toHaveProperty('checked', false);
    expect(screen.queryByTestId('consent-on-record')).toBeNull();
  });
});
