import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { StepSession } from './step-session';

const renderSession = () =>
  render(
    <StepSession
      transcript="आज सुबह हल्की बारिश हुई।"
      language="Hindi"
      elapsedMs={0}
      maxSeconds={120}
      level={0}
      hint={null}
      paused={false}
      stopping={false}
      controlsRef={createRef()}
      onTogglePause={() => {}}
      onStop={() => {}}
    />,
  );

describe('recording session: the reading text', () => {
  it('starts large, grows and shrinks with A+ / A−, and keeps the choice for the next recording', async () => {
    const user = userEvent.setup();
    const { unmount } = renderSession();
    // The size on a phone (the class without a breakpoint prefix).
    const size = () =>
      screen
        .getByText('आज सुबह हल्की बारिश हुई।')
        .className.split(' ')
        .find((name) => /^text-(xs|sm|base|lg|\d?xl)$/.test(name));
    expect(size()).toBe('text-2xl');
    await user.click(screen.getByRole('button', { name: 'Larger text' }));
    await user.click(screen.getByRole('button', { name: 'Larger text' }));
    expect(size()).toBe('text-4xl');
    expect((screen.getByRole('button', { name: 'Larger text' }) as HTMLButtonElement).disabled).toBe(true);
    unmount();

    renderSession();
    expect(size()).toBe('text-4xl');
    for (let i = 0; i < 3; i++) await user.click(screen.getByRole('button', { name: 'Smaller text' }));
    expect(size()).toBe('text-xl');
    expect((screen.getByRole('button', { name: 'Smaller text' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
