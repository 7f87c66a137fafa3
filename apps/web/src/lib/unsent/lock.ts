// One tab at a time works on a kept recording (issue 20): the tab making or sending it holds a Web Lock named
// after it, and another tab's Send waits for nobody, it simply does nothing.

export const unsentLockName = (id: string) => `dhvani-unsent:${id}`;

/** Runs `work` unless a tab is already working on recording `id` (then resolves to null). */
export async function exclusively<T>(id: string, work: () => Promise<T>): Promise<T | null> {
  if (typeof navigator === 'undefined' || !navigator.locks) return work();
  return navigator.locks.request(unsentLockName(id), { ifAvailable: true }, (lock) => (lock ? work() : null));
}

/**
 * Holds recording `id`'s lock until the returned release is called; resolves to null when another tab
 * holds it. Without Web Locks (an old browser) there is nothing to hold.
 */
export function holdLock(id: string): Promise<(() => void) | null> {
  if (typeof navigator === 'undefined' || !navigator.locks) return Promise.resolve(() => undefined);
  return new Promise((resolve) => {
    void navigator.locks.request(unsentLockName(id), { ifAvailable: true }, (lock) => {
      if (!lock) return resolve(null);
      return new Promise<void>((release) => resolve(release));
    });
  });
}
