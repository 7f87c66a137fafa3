import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { ContactMessage } from '@dhvani/contract/contact';
import { fakeApi, type FakeApi } from '@/test/fake-api';
import { ContactMessagesPanel } from './contact-messages-panel';

let server: FakeApi | null = null;
afterEach(() => server?.restore());

const stored: ContactMessage = {
  _id: 'm1',
  name: 'Mallory',
  // Stored before the server validated addresses strictly: the link must still be one plain recipient.
  email: 'reply@evil.example?cc=boss@corp.example&body=Wire%20the%20money',
  subject: 'Partnership',
  message: 'Hello',
  senderDate: null,
  senderTime: null,
  createdAt: '2026-03-05T10:00:00.000Z',
  delivery: 'skipped',
};

describe('ContactMessagesPanel', () => {
  it('links the sender with every part of the mailto: address encoded', async () => {
    server = fakeApi({
      'GET /admin/contact-messages': {
        status: 200,
        data: [stored],
        meta: { page: 1, limit: 10, total: 1 },
      },
    });
    render(
      <MemoryRouter>
        <ContactMessagesPanel />
      </MemoryRouter>,
    );
    const link = await screen.findByRole('link', { name: stored.email });
    const url = new URL(link.getAttribute('href') ?? '');
    expect(url.protocol).toBe('mailto:');
    expect(decodeURIComponent(url.pathname)).toBe(stored.email);
    expect([...url.searchParams.keys()]).toEqual(['subject']);
  });
});
