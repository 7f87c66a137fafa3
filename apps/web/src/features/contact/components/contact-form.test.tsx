import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api';
import { notify } from '@/lib/toast';
import { ContactForm } from './contact-form';

vi.mock('@/lib/toast', () => ({ notify: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

async function fill(user: ReturnType<typeof userEvent.setup>, email = 'asha@example.org') {
  await user.type(screen.getByLabelText('Name'), 'Asha');
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Subject'), 'Hello');
  await user.type(screen.getByLabelText('Message'), 'A question about datasets.');
}

describe('ContactForm', () => {
  beforeEach(() => vi.clearAllMocks());
  afterEach(() => vi.useRealTimers());

  it('shows each SPEC §5 message under its field and sends nothing', async () => {
    const post = vi.spyOn(api, 'post');
    const user = userEvent.setup();
    render(<ContactForm />);
    await user.click(screen.getByRole('button', { name: /Send Message/ }));
    for (const message of [
      'Name is required',
      'Email is required',
      'Subject is required',
      'Message is required',
    ]) {
      expect(screen.getByText(message)).toBeTruthy();
    }
    expect(screen.getByLabelText('Name')).toBe(document.activeElement);
    expect(screen.getByLabelText('Email').getAttribute('aria-describedby')).toBe('contact-email-error');

    await user.type(screen.getByLabelText('Email'), 'not an@email');
    await user.click(screen.getByRole('button', { name: /Send Message/ }));
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
    expect(post).not.toHaveBeenCalled();
  });

  it('goes Transmitting... then Sent ✓ for 4 s with the button disabled, then back', async () => {
    let resolve: (value: unknown) => void = () => undefined;
    const post = vi.spyOn(api, 'post').mockImplementation(() => new Promise((r) => (resolve = r)));
    const user = userEvent.setup();
    render(<ContactForm />);
    await fill(user);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await user.click(screen.getByRole('button', { name: /Send Message/ }));
    const button = screen.getByRole('button', { name: 'Transmitting...' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(post).toHaveBeenCalledWith(
      '/contact',
      expect.objectContaining({
        name: 'Asha',
        email: 'asha@example.org',
        subject: 'Hello',
        date: expect.any(String),
      }),
    );

    await act(async () => resolve({ data: {} }));
    expect((screen.getByRole('button', { name: 'Sent ✓' }) as HTMLButtonElement).disabled).toBe(true);
    expect(notify.success).toHaveBeenCalledWith('✨ Message beamed successfully!', { action: 'contact' });
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('');

    await act(async () => vi.advanceTimersByTime(3_900));
    expect(screen.getByRole('button', { name: 'Sent ✓' })).toBeTruthy();
    await act(async () => vi.advanceTimersByTime(200));
    expect((screen.getByRole('button', { name: /Send Message/ }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('keeps the text and shows the failure toast when sending fails', async () => {
    vi.spyOn(api, 'post').mockRejectedValue(new Error('network down'));
    const user = userEvent.setup();
    render(<ContactForm />);
    await fill(user);
    await user.click(screen.getByRole('button', { name: /Send Message/ }));
    expect(await screen.findByRole('button', { name: /Send Message/ })).toBeTruthy();
    expect(notify.error).toHaveBeenCalledWith('⚠️ Signal lost. Please try again.', { action: 'contact' });
    expect((screen.getByLabelText('Subject') as HTMLInputElement).value).toBe('Hello');
  });
});
