import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { StepConsent } from './step-consent';

describe('consent step', () => {
  it("links each statement's text to the page it refers to, in a new tab", () => {
    const consents = { dataUsage: false, recording: false, terms: false };
    const step = <StepConsent consents={consents} onChange={() => {}} onBack={() => {}} onNext={() => {}} />;
    render(<RouterProvider router={createMemoryRouter([{ path: '/', element: step }])} />);
    const hrefOf = (name: string) => screen.getByRole('link', { name }).getAttribute('href');
    expect(hrefOf('my voice data being used to train AI models')).toBe('/privacy#purposes');
    expect(hrefOf('securely recorded and processed')).toBe('/privacy#purposes');
    expect(hrefOf('Terms of Service')).toBe('/terms');
    expect(hrefOf('Privacy Policy')).toBe('/privacy');
    for (const link of screen.getAllByRole('link')) expect(link.getAttribute('target')).toBe('_blank');
  });
});
