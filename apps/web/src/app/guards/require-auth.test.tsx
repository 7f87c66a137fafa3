import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { SignInRedirectState } from '@/lib/sign-in-redirect';
import { RequireAuth } from './require-auth';

function AuthProbe({ page }: { page: string }) {
  const state = useLocation().state as SignInRedirectState | null;
  const from = state ? `${state.from.pathname}${state.from.search}` : 'nowhere';
  return <p>{`${page} page, from ${from}`}</p>;
}

function renderGuarded(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/auth/signin', element: <AuthProbe page="sign-in" /> },
      { path: '/auth/signup', element: <AuthProbe page="sign-up" /> },
      {
        element: <RequireAuth />,
        children: [
          { path: '/profile', element: <p>private profile</p> },
          { path: '/qr-recording', element: <p>recording flow</p> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('RequireAuth', () => {
  it('redirects to /auth/signin with the original location when there is no token', async () => {
    const router = renderGuarded('/profile');
    expect(await screen.findByText('sign-in page, from /profile')).toBeTruthy();
    expect(screen.queryByText('private profile')).toBeNull();
    expect(router.state.location.pathname).toBe('/auth/signin');
  });

  it('takes a newcomer on their way to record to sign-up, with the campaign link to come back to', async () => {
    const router = renderGuarded('/qr-recording?language=Tamil&domain=education');
    expect(
      await screen.findByText('sign-up page, from /qr-recording?language=Tamil&domain=education'),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/auth/signup');
  });

  it('takes someone who signed in on this device before to sign-in, also on their way to record', async () => {
    localStorage.setItem('signedInBefore', '1');
    renderGuarded('/qr-recording');
    expect(await screen.findByText('sign-in page, from /qr-recording')).toBeTruthy();
  });

  it('renders the page when an access token is stored', async () => {
    localStorage.setItem('accessToken', 'token');
    renderGuarded('/profile');
    expect(await screen.findByText('private profile')).toBeTruthy();
  });
});
