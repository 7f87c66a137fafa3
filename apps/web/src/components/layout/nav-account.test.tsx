import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AxiosError } from 'axios';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api';
import { registerNavigator } from '@/lib/app-navigation';
import { resetSessionStore } from '@/lib/session-store';
import type { CurrentUser } from '@dhvani/contract/users';
import { aCurrentUser } from '@/test/contract-fixtures';
import { fakeApi, type FakeApi } from '@/test/fake-api';
import { SiteHeader } from './site-header';

let server: FakeApi | null = null;

function renderHeader() {
  const router = createMemoryRouter(
    [
      { path: '/about-tatvam', element: <SiteHeader /> },
      { path: '/auth/signin', element: <p>sign-in page</p> },
    ],
    { initialEntries: ['/about-tatvam'] },
  );
  registerNavigator((to, options) => void router.navigate(to, options));
  render(<RouterProvider router={router} />);
  return router;
}

const signInAs = (user: Partial<CurrentUser>) => {
  localStorage.setItem('accessToken', 'access');
  localStorage.setItem('refreshToken', 'refresh');
  server = fakeApi({
    'GET /users/current': { status: 200, data: aCurrentUser(user) },
    'POST /users/logout': { status: 200 },
  });
};

beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => {
  server?.restore();
  server = null;
  resetSessionStore();
  registerNavigator(null);
  vi.restoreAllMocks();
});

describe('navigation bar account links', () => {
  it('offers Sign In and Get Started when signed out', () => {
    renderHeader();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/auth/signin');
    expect(within(nav).getByRole('link', { name: 'Get Started' }).getAttribute('href')).toBe('/auth/signup');
    expect(within(nav).queryByRole('link', { name: 'Dashboard' })).toBeNull();
  });

  it("shows a contributor's dashboard link, token balance and name, and no Admin link", async () => {
    signInAs({ name: 'Ravi Kumar', role: 'user', rewardTokens: 42 });
    renderHeader();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const profile = await within(nav).findByRole('link', { name: 'Ravi Kumar' });
    expect(profile.getAttribute('href')).toBe('/profile');
    expect(within(nav).getByRole('link', { name: 'Dashboard' }).getAttribute('href')).toBe('/dashboard');
    expect(within(nav).getByRole('link', { name: 'Listen' }).getAttribute('href')).toBe('/validate');
    expect(within(nav).getByText('42')).toBeTruthy();
    expect(within(nav).queryByRole('link', { name: 'Admin' })).toBeNull();
    expect(within(nav).queryByRole('link', { name: 'Sign In' })).toBeNull();
  });

  it('shows the Admin link to admins, labelled Admin Dashboard in the mobile menu', async () => {
    signInAs({ name: 'Asha', role: 'admin', rewardTokens: 3 });
    const user = userEvent.setup();
    renderHeader();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect((await within(nav).findByRole('link', { name: 'Admin' })).getAttribute('href')).toBe('/admin');
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const menu = document.getElementById('mobile-menu')!;
    expect(within(menu).getByRole('link', { name: 'Admin Dashboard' }).getAttribute('href')).toBe('/admin');
    expect(within(menu).getByRole('button', { name: 'Logout' })).toBeTruthy();
  });

  it("falls back to 'User' with 0 tokens when the user cannot be fetched", async () => {
    localStorage.setItem('accessToken', 'access');
    const original = api.defaults.adapter;
    api.defaults.adapter = async (config) => {
      throw new AxiosError('Network Error', 'ERR_NETWORK', config);
    };
    try {
      renderHeader();
      const nav = screen.getByRole('navigation', { name: 'Main' });
      expect(await within(nav).findByRole('link', { name: 'User' })).toBeTruthy();
      expect(within(nav).getByText('0')).toBeTruthy();
      expect(within(nav).queryByRole('link', { name: 'Admin' })).toBeNull();
    } finally {
      api.defaults.adapter = original;
    }
  });

  it('logs out from the mobile menu: tells the server, forgets the tokens, goes to sign-in', async () => {
    signInAs({ name: 'Ravi', role: 'user', rewardTokens: 1 });
    const user = userEvent.setup();
    const router = renderHeader();
    await screen.findAllByRole('link', { name: 'Ravi' });
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/signin'));
    expect(server?.calls).toContain('POST /users/logout');
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(localStorage.getItem('refreshToken')).toBeNull();
  });
});
