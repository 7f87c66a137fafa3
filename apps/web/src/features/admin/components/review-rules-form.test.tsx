import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_REVIEW_SETTINGS } from '@dhvani/contract/reviews';
import { fakeApi, type FakeApi } from '@/test/fake-api';
import { ReviewRulesForm } from './review-rules-form';

const notifyMock = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('@/lib/toast', () => ({ notify: notifyMock }));

let server: FakeApi | null = null;
const saved = { ...DEFAULT_REVIEW_SETTINGS, minVotes: 3, tieVotes: 4, minAgreement: 0.8 };

beforeEach(() => {
  server = fakeApi({
    'GET /admin/reviews/settings': { status: 200, data: DEFAULT_REVIEW_SETTINGS },
    'PUT /admin/reviews/settings': () => ({ status: 200, data: saved }),
  });
});
afterEach(() => {
  server?.restore();
  vi.clearAllMocks();
});

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

async function replace(label: string, value: string) {
  const user = userEvent.setup();
  await user.clear(field(label));
  if (value) await user.type(field(label), value);
}

describe('the review rules form', () => {
  it('shows the rules the server has, the agreement as a percentage', async () => {
    render(<ReviewRulesForm onDenied={() => {}} />);
    expect((await screen.findByLabelText('Votes that decide a clip')) as HTMLInputElement).toHaveProperty(
      'value',
      String(DEFAULT_REVIEW_SETTINGS.minVotes),
    );
    expect(field('Least agreement with known answers (%)').value).toBe(
      String(DEFAULT_REVIEW_SETTINGS.minAgreement * 100),
    );
    expect(field('Tokens per review that agrees with the outcome').value).toBe(
      String(DEFAULT_REVIEW_SETTINGS.reviewerReward),
    );
  });

  it('says which number is wrong and sends nothing until it is right', async () => {
    render(<ReviewRulesForm onDenied={() => {}} />);
    await screen.findByLabelText('Votes that decide a clip');
    await replace('Votes that decide a clip', '3');
    expect(screen.getByText('Must be more than the votes that decide a clip.')).toBeTruthy();
    expect(field('Tied votes that reject a clip').getAttribute('aria-invalid')).toBe('true');
    await replace('Least agreement with known answers (%)', '150');
    expect(screen.getByText('Enter a number in the allowed range.')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save rules' }));
    expect(server!.calls).not.toContain('PUT /admin/reviews/settings');
  });

  it('saves the rules with the agreement as a share', async () => {
    const user = userEvent.setup();
    render(<ReviewRulesForm onDenied={() => {}} />);
    await screen.findByLabelText('Votes that decide a clip');
    await replace('Votes that decide a clip', '3');
    await replace('Tied votes that reject a clip', '4');
    await replace('Least agreement with known answers (%)', '80');
    await user.click(screen.getByRole('button', { name: 'Save rules' }));
    await vi.waitFor(() => expect(notifyMock.success).toHaveBeenCalledWith('Review rules saved.'));
    expect(server!.bodies.get('PUT /admin/reviews/settings')).toEqual(saved);
    expect(screen.queryByText('Must be more than the votes that decide a clip.')).toBeNull();
  });
});
