import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FaqAccordion } from './faq-accordion';
import { translator } from '@/i18n/use-t';
import { faqItems } from './faq-items';

const FAQ_ITEMS = faqItems(translator('faq'));

describe('FaqAccordion', () => {
  it('has the eight SPEC questions and opens one at a time', async () => {
    const user = userEvent.setup();
    render(<FaqAccordion items={FAQ_ITEMS} />);
    const buttons = screen.getAllByRole('button');
    expect(buttons).toHaveLength(8);
    expect(buttons.every((b) => b.getAttribute('aria-expanded') === 'false')).toBe(true);

    await user.click(screen.getByRole('button', { name: /What is ASR/ }));
    await user.click(screen.getByRole('button', { name: /What is TTS/ }));
    const expanded = buttons.filter((b) => b.getAttribute('aria-expanded') === 'true');
    expect(expanded.map((b) => b.textContent)).toEqual(['What is TTS (text-to-speech)?']);
    expect(screen.getByRole('region', { name: /What is TTS/ }).hidden).toBe(false);
    expect(screen.queryByRole('region', { name: /What is ASR/ })).toBeNull();

    await user.click(screen.getByRole('button', { name: /What is TTS/ }));
    expect(buttons.every((b) => b.getAttribute('aria-expanded') === 'false')).toBe(true);
  });

  it('states the token rules per minute of clip', async () => {
    const user = userEvent.setup();
    render(<FaqAccordion items={FAQ_ITEMS} />);
    await user.click(screen.getByRole('button', { name: 'What is Dhvani Shilp?' }));
    const answer = screen.getByRole('region', { name: 'What is Dhvani Shilp?' }).textContent ?? '';
    for (const rule of [
      'Excellent: 20',
      'Good: 12',
      'Average: 6',
      'Poor: 0',
      'at least 1 token',
      'taken back',
    ]) {
      expect(answer).toContain(rule);
    }
  });
});
