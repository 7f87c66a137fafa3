// The audio threads give way to the event loop (issue 37). Grading a backlog keeps both audio threads busy
// for as long as it lasts; on two cores they and the event loop were three runnable threads for two cores,
// and every request (a sign-in, /health) waited its turn behind the analysis. At nice 10 the kernel's
// scheduler gives a runnable event loop about nine times an audio thread's share of a core it shares with
// it, and the audio threads still have all the CPU the event loop leaves idle.
import os from 'node:os';
import { isMainThread } from 'node:worker_threads';

export const AUDIO_THREAD_NICE = 10;

/** Lowers the priority of the calling thread, once per thread (analyser-worker.ts and codec-worker.ts). */
export function yieldToEventLoop(): void {
  // Never the event loop itself, should a test import a worker's module there.
  if (isMainThread) return;
  // On Linux the nice value belongs to each thread; elsewhere setpriority() would lower the whole server.
  if (process.platform !== 'linux') return;
  try {
    os.setPriority(AUDIO_THREAD_NICE);
  } catch {
    // Not allowed here (a sandbox): the threads keep the default priority.
  }
}
