import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { formatDuration } from '@dhvani/contract/dashboard';
import { anEvaluation } from '@/test/contract-fixtures';
import { StepThankYou } from './step-thank-you';

describe('Thank You step', () => {
  it('rounds the clip length as the dashboard does (16.6 s is 0:17 on both)', () => {
    // In a router: the step links to the Listen page (issue 21).
    render(
      <MemoryRouter>
        <StepThankYou
          contribution={{
            evaluation: anEvaluation(),
            contributionId: 'C-1',
            language: 'Hindi',
            domain: 'fmcg',
            durationSeconds: 16.6,
          }}
          onAgain={() => {}}
          onNextSentence={() => {}}
          onRecordTextAgain={() => {}}
        />
      </MemoryRouter>,
    );
    expect(formatDuration(16.6)).toBe('0:17');
    expect(screen.getByText('0:17 (16.60 s)')).toBeTruthy();
    expect(screen.getByRole('link', { name: "Listen to others' recordings" }).getAttribute('href')).toBe(
      '/validate',
    );
  });
});
