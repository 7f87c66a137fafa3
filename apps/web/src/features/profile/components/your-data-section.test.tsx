import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi, type FakeApi } from '@/test/fake-api';
import { YourDataSection } from './your-data-section';

let server: FakeApi | null = null;
afterEach(() => {
  server?.restore();
  server = null;
});

describe('profile "Your data" section', () => {
  it('says so when the last export cannot be checked, and Retry asks again', async () => {
    let fail = true;
    server = fakeApi({
      'GET /users/data-export': () => (fail ? { status: 500, message: 'boom' } : { status: 200, data: null }),
    });
    const user = userEvent.setup();
    render(<YourDataSection />);
    // While it asks: a placeholder, announced in words.
    expect(screen.getByRole('status').textContent).toContain('Checking for your last data download…');
    expect((await screen.findByRole('alert')).textContent).toContain(
      'We could not check your data download.',
    );
    expect(screen.queryByRole('button', { name: 'Download my data' })).toBeNull();

    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(
      ((await screen.findByRole('button', { name: 'Download my data' })) as HTMLButtonElement).disabled,
    ).toBe(false);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('follows an export being prepared, its reply checked against the contract', async () => {
    server = fakeApi({
      'GET /users/data-export': {
        status: 200,
        data: {
          _id: 'e1',
          status: 'running',
          progress: { done: 2, total: 5 },
          createdAt: '2026-11-24T10:00:00.000Z',
          readyAt: null,
          expiresAt: null,
          sizeBytes: null,
        },
      },
    });
    render(<YourDataSection />);
    expect((await screen.findByTestId('data-export-status')).textContent).toContain('2 of 5 recordings');
    expect((screen.getByRole('button', { name: 'Download my data' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });
});
