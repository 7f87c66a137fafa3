// The one retry policy's pauses (lib/unsent/retry.ts) in unit tests: recorded instead of slept, so a test
// sees which pauses were asked for; a timer still passes for each, so a test stuck retrying times out
// instead of spinning.
import { vi } from 'vitest';
import { retryClock } from '@/lib/unsent/retry';

export function recordRetryPauses(): number[] {
  const pauses: number[] = [];
  vi.spyOn(retryClock, 'sleep').mockImplementation((ms) => {
    pauses.push(ms);
    return new Promise((resolve) => setTimeout(resolve, 0));
  });
  return pauses;
}
