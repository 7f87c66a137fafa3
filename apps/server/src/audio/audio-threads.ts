// The worker threads that do a process's audio work off the event loop (DESIGN §1): the analyser's
// measurements (analyser-worker.ts), the FLAC checks and conversions (codec-worker.ts) and the read-check
// (read-check-worker.ts), in one pool.
// Every thread is a V8 heap of its own with a clip's read and sample buffers, so two pools (two analyser
// threads and a codec thread) held a third one for work the other two could do: ~13 MB at the peak of 50
// concurrent streamed uploads (docs/decisions/0029). On 2 cores a third thread added no speed either.
//
// A FLAC check is what a commit waits for, and a measurement of a long clip takes seconds, so the queue
// lets work marked `first` pass whatever is waiting: a check waits at most for one running task to end.
import { Piscina, queueOptionsSymbol, type TaskQueue } from 'piscina';
import { siblingEntry } from '../lib/sibling-entry.js';

export type AudioWorker = 'analyser-worker' | 'codec-worker' | 'read-check-worker';

export interface AudioThreads {
  /** How many threads: the most tasks that run at once. */
  readonly size: number;
  /** Runs `task` on `worker`'s default export in one of the threads. */
  run(
    worker: AudioWorker,
    task: object,
    options?: { transferList?: ArrayBuffer[]; first?: boolean },
  ): Promise<unknown>;
  close(): Promise<void>;
}

type Queued = Parameters<TaskQueue['push']>[0];
const FIRST = { first: true };
const isFirst = (task: Queued) => task[queueOptionsSymbol] === FIRST;

/** Tasks marked first, in order, then the others, in order. */
class FirstInLine implements TaskQueue {
  readonly #first: Queued[] = [];
  readonly #rest: Queued[] = [];

  get size() {
    return this.#first.length + this.#rest.length;
  }
  push(task: Queued) {
    (isFirst(task) ? this.#first : this.#rest).push(task);
  }
  /** A task handed back undistributed goes back to the head of its line. */
  unshift(task: Queued) {
    (isFirst(task) ? this.#first : this.#rest).unshift(task);
  }
  shift() {
    return this.#first.shift() ?? this.#rest.shift() ?? null;
  }
  remove(task: Queued) {
    const line = isFirst(task) ? this.#first : this.#rest;
    const at = line.indexOf(task);
    if (at >= 0) line.splice(at, 1);
  }
}

export function createAudioThreads(threads: number): AudioThreads {
  const size = Math.max(1, Math.floor(threads));
  const entry = (worker: AudioWorker) => siblingEntry(import.meta.url, worker);
  const files = {
    'analyser-worker': entry('analyser-worker'),
    'codec-worker': entry('codec-worker'),
    'read-check-worker': entry('read-check-worker'),
  };
  const pool = new Piscina({
    filename: files['analyser-worker'].url.href,
    execArgv: files['analyser-worker'].execArgv,
    minThreads: size,
    maxThreads: size,
    // A thread reuses one read buffer and one sample buffer between clips, so it never runs two at once.
    concurrentTasksPerWorker: 1,
    resourceLimits: { maxYoungGenerationSizeMb: 4 },
    taskQueue: new FirstInLine(),
  });
  return {
    size,
    run(worker, task, { transferList = [], first = false } = {}) {
      // The mark is a symbol key, which the structured clone to the thread leaves out.
      const queued = first ? { ...task, [queueOptionsSymbol]: FIRST } : task;
      return pool.run(queued, { transferList, filename: files[worker].url.href });
    },
    close: () => pool.destroy(),
  };
}

/**
 * For a pool built on audio threads: shared ones (`AudioThreads`, closed by whoever made them), or a count
 * of threads of its own, closed with the pool (a one-off command, a test).
 */
export function audioThreadsOf(threads: number | AudioThreads): {
  threads: AudioThreads;
  close(): Promise<void>;
} {
  if (typeof threads !== 'number') return { threads, close: async () => undefined };
  const own = createAudioThreads(threads);
  return { threads: own, close: () => own.close() };
}
