import { render, screen } from '@testing-library/react';
import { AxiosError, type AxiosAdapter } from 'axios';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api';
import { registerNavigator } from '@/lib/app-navigation';
import { RequireAdmin } from './require-admin';

const originalAdapter = api.defaults.adapter;
const requested: string[] = [];

// Answers GET /users/current like the server would, with the given status and user.
function serverAnswers(status: number, user?: { name: string; role: string }): void {
  const adapter: AxiosAdapter = async (config) => {
    requested.push(`${config.method} ${config.url}`);
    const response = {
      data: { statusCode: status, data: user, message: 'ok', success: status < 400 },
      status,
      statusText: '',
      headers: {},
      config,
    };
    if (status < 400) return response;
    throw new AxiosError('failed', undefined, config, undefined, response);
  };
  api.defaults.adapter = adapter;
}

function renderAdmin() {
  const router = createMemoryRouter(
    [
      { path: '/auth/signin', element: <p>sign-in page</p> },
      { path: '/dashboard', element: <p>contributor dashboard</p> },
      { element: <RequireAdmin />, children: [{ path: '/admin', element: <p>admin area</p> }] },
    ],
    { initialEntries: ['/admin'] },
  );
  render(<RouterProvider router={router} />);
}

beforeEach(() => {
  requested.length = 0;
  vi.spyOn(console, 'error').mockImplementation(() => {});
  registerNavigator(() => {});
});
afterEach(() => {
  api.defaults.adapter = originalAdapter;
  registerNavigator(null);
  vi.restoreAllMocks();
});

describe('RequireAdmin', () => {
  it('sends an anonymous visitor to sign-in without asking the server', async () => {
    serverAnswers(200, { name: 'Asha', role: 'admin' });
    renderAdmin();
    expect(await screen.findByText('sign-in page')).toBeTruthy();
    expect(requested).toEqual([]);
  });

  it('shows that it is verifying, then lets an admin in', async () => {
    localStorage.setItem('accessToken', 'token');
    serverAnswers(200, { name: 'Asha', role: 'admin' });
    renderAdmin();
    expect(screen.getByText('Verifying admin access...')).toBeTruthy();
    expect(await screen.findByText('admin area')).toBeTruthy();
    expect(requested).toEqual(['get /users/current']);
  });

  it('sends a contributor to the dashboard', async () => {
    localStorage.setItem('accessToken', 'token');
    serverAnswers(200, { name: 'Ravi', role: 'user' });
    renderAdmin();
    expect(await screen.findByText('contributor dashboard')).toBeTruthy();
  });

  it('treats a failed check as not admin', async () => {
    localStorage.setItem('accessToken', 'token');
    serverAnswers(500);
    renderAdmin();
    expect(await screen.findByText('contributor dashboard')).toBeTruthy();
  });

  it('sends a user whose session expired to sign-in', async () => {
    localStorage.setItem('accessToken', 'expired');
    serverAnswers(401);
    renderAdmin();
    expect(await screen.findByText('sign-in page')).toBeTruthy();
    expect(localStorage.getItem('accessToken')).toBeNull();
  });
});
