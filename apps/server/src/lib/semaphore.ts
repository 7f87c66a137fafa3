// Back-pressure for work that holds something large (e.g. a whole WAV) while it waits: at most `limit` tasks
// run at once, the rest wait in arrival order without having started. Process-local on purpose and holds no
// state that matters (DESIGN §2): losing the queue on a crash only loses waiting requests, never data.
export interface Semaphore {
  /** Runs `task` once a slot is free and frees the slot when it settles, however it settles. */
  run<T>(task: () => Promise<T>): Promise<T>;
}

export function createSemaphore(limit: number): Semaphore {
  let free = Math.max(1, Math.floor(limit));
  const waiting: Array<() => void> = [];

  function acquire(): Promise<void> {
    if (free > 0) {
      free -= 1;
      return Promise.resolve();
    }
    return new Promise((resolve) => waiting.push(resolve));
  }

  function release(): void {
    // The slot passes straight to the next waiter, so a newcomer cannot overtake the queue.
    const next = waiting.shift();
    if (next) next();
    else free += 1;
  }

  return {
    async run(task) {
      await acquire();
      try {
        return await task();
      } finally {
        release();
      }
    },
  };
}
