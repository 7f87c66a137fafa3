import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DemoPage } from './demo-page';

const PROCESSING = 'Our AI is processing your voice…';
const MICROPHONE = 'Microphone access denied or not available. Please check your browser permissions.';

const track = { stop: vi.fn() };
const getUserMedia = vi.fn();

function timerText() {
  return screen.getByRole('timer', { name: 'Time left' }).textContent;
}

async function clickStart() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Start Recording' }));
  });
}

describe('DemoPage', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    track.stop.mockClear();
    getUserMedia.mockReset().mockResolvedValue({ getTracks: () => [track] });
    Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true });
  });
  afterEach(() => vi.useRealTimers());

  it('offers the six demo languages', () => {
    render(<DemoPage />);
    const options = Array.from(screen.getByLabelText<HTMLSelectElement>('Language').options, (o) => o.text);
    expect(options).toEqual(['Hindi', 'Tamil', 'Telugu', 'Kannada', 'Malayalam', 'Bengali']);
  });

  it('counts 0:30 down to 0:00 a second at a time, then says the voice is being processed', async () => {
    render(<DemoPage />);
    expect(timerText()).toBe('0:30');
    await clickStart();
    act(() => vi.advanceTimersByTime(1000));
    expect(timerText()).toBe('0:29');
    expect(screen.queryByText(PROCESSING)).toBeNull();
    act(() => vi.advanceTimersByTime(29_000));
    expect(timerText()).toBe('0:00');
    expect(screen.getByText(PROCESSING)).toBeTruthy();
    expect(track.stop).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Start Recording' })).toBeTruthy();
  });

  it('shows the processing message on Stop and lets go of the microphone', async () => {
    render(<DemoPage />);
    await clickStart();
    act(() => vi.advanceTimersByTime(4000));
    fireEvent.click(screen.getByRole('button', { name: 'Stop' }));
    expect(screen.getByText(PROCESSING)).toBeTruthy();
    expect(timerText()).toBe('0:26');
    expect(track.stop).toHaveBeenCalled();
  });

  it('explains a refused microphone and does not start counting', async () => {
    getUserMedia.mockRejectedValue(new DOMException('denied', 'NotAllowedError'));
    render(<DemoPage />);
    await clickStart();
    expect(screen.getByRole('alert').textContent).toBe(MICROPHONE);
    act(() => vi.advanceTimersByTime(3000));
    expect(timerText()).toBe('0:30');
  });
});
