import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { paths } from '@/lib/paths';
import { routes } from './router';

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

describe('router', () => {
  it('shows the 404 page with a link home for an unknown path', async () => {
    renderAt('/no-such-page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/');
  });

  it('shows the hero on the landing page, without the navigation bar', async () => {
    renderAt('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your Voice Shapes AI' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Start Contributing' }).getAttribute('href')).toBe(
      '/qr-recording',
    );
  });

  it.each([
    [paths.contact, "Let's Talk"],
    [paths.aboutTatvam, 'About Tatvam'],
    [paths.signIn, 'Sign In'],
  ])('renders %s inside the layout with its navigation and footer', async (path, heading) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();
    expect(screen.getByRole('contentinfo').textContent).toContain(`© ${new Date().getFullYear()}`);
  });

  it('sends a signed-out visitor of a signed-in page to sign-in', async () => {
    const router = renderAt('/dashboard?tab=recent');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign In' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/auth/signin');
    expect(router.state.location.state).toMatchObject({
      from: { pathname: '/dashboard', search: '?tab=recent' },
    });
  });

  it('lets a visitor with a token into a signed-in page', async () => {
    localStorage.setItem('accessToken', 'token');
    renderAt('/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
  });

  it('shows the error element when a page fails to load', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    // The real layout and error element around a page whose data fails to load.
    const { Component, errorElement } = routes[0] ?? {};
    const failing: RouteObject[] = [
      {
        path: '/',
        Component,
        errorElement,
        children: [{ index: true, loader: () => Promise.reject(new Error('boom')) }],
      },
    ];
    const router = createMemoryRouter(failing, { initialEntries: ['/'] });
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeTruthy();
    expect(screen.getByText('boom')).toBeTruthy();
    logged.mockRestore();
  });
});
