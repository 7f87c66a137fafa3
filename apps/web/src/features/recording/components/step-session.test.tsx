import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { StepSession } from './step-session';

const renderSession = ({ paused = false, level = 0, elapsedMs = 0 } = {}) =>
  render(
    <StepSession
      transcript="आज सुबह हल्की बारिश हुई।"
      language="Hindi"
      elapsedMs={elapsedMs}
      maxSeconds={120}
      level={level}
      hint={null}
      paused={paused}
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

describe('recording session: the recorder', () => {
  it('says it is recording in words, with the clock, the time left, Pause and Stop', () => {
    renderSession({ elapsedMs: 12_400 });
    expect(screen.getByText('Recording')).toBeTruthy();
    expect(screen.getByRole('timer', { name: 'Elapsed time' }).textContent).toBe('0:12');
    expect(screen.getByRole('timer', { name: 'Time left' }).textContent).toBe('1:48');
    expect(screen.getByRole('button', { name: 'Pause' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Stop' })).toBeTruthy();
  });

  it('shows the live level on the meter, and an empty meter with Resume while paused', () => {
    const { rerender } = renderSession({ level: 0.05 });
    const meter = () =>
      Number(screen.getByRole('meter', { name: 'Microphone level' }).getAttribute('aria-valuenow'));
    expect(meter()).toBeGreaterThan(50);
    rerender(
      <StepSession
        transcript="आज सुबह हल्की बारिश हुई।"
        language="Hindi"
        elapsedMs={0}
        maxSeconds={120}
        level={0}
        hint={null}
        paused
        stopping={false}
        controlsRef={createRef()}
        onTogglePause={() => {}}
        onStop={() => {}}
      />,
    );
    expect(meter()).toBe(0);
    expect(screen.getByText('Paused')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Resume' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Pause' })).toBeNull();
  });
});
