import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { SignInRedirectState } from '@/lib/sign-in-redirect';
import { RequireAuth } from './require-auth';

function SignInProbe() {
  const state = useLocation().state as SignInRedirectState | null;
  return <p>sign-in page, from {state?.from.pathname ?? 'nowhere'}</p>;
}

function renderGuarded(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/auth/signin', element: <SignInProbe /> },
      { element: <RequireAuth />, children: [{ path: '/profile', element: <p>private profile</p> }] },
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

  it('renders the page when an access token is stored', async () => {
    localStorage.setItem('accessToken', 'token');
    renderGuarded('/profile');
    expect(await screen.findByText('private profile')).toBeTruthy();
  });
});
