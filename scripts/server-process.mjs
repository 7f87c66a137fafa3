// How the built server's process is started. `npm start`, the end-to-end tests and the bench all start
// it from here, so the process the bench measures is the process an operator runs (docs/decisions/0011).
// Both settings only take effect when a process starts, which is why they live in the launcher and not
// in the server's own code.
import path from 'node:path';

/**
 * Node/V8 flags. A 1 GiB cap on the old generation, far above this server's live heap (~40 MB). V8 scales
 * how far it lets the heap grow past its live size before the next full collection by this cap. Measured
 * under the bench's load: the old space stayed at 40-64 MB, where without the cap it climbed to 120 MB of
 * mostly garbage.
 *
 * A 2 MB semi-space (a 4 MB young generation instead of V8's 32 MB for this heap size). The young
 * generation is resident once used and the server's requests leave little in it that lives, so the larger
 * one was ~28 MB of memory, idle and at the peak, with nothing to show for it; and a smaller one is
 * collected sooner, which frees sooner the socket buffers its dead objects hold. Measured on 50 concurrent
 * streamed uploads: idle 279 → 247 MB, peak 394 → 350 MB, no slower (docs/decisions/0025).
 *
 * `--optimize-for-size`: V8 keeps its heaps (the event loop's and the audio threads') smaller. Measured on
 * 50 concurrent streamed uploads: V8's pages at the peak 79–85 → 64–71 MB, peak 311/314 → 293/294 MB at
 * load 2, idle ~251 → 244 MB. Its cost: ~9 % fewer `GET /users/current` requests per second (median of 7
 * alternating 10 s rounds each, load 1.5–5) and the 50 uploads graded ~8 % later (docs/decisions/0030).
 * Drop it if that request rate matters more than ~18 MB at the upload peak.
 */
export const SERVER_NODE_ARGS = [
  '--max-old-space-size=1024',
  '--max-semi-space-size=2',
  '--optimize-for-size',
];

/**
 * glibc malloc settings (ignored by other C libraries). By default, after the first large block is freed
 * (argon2id's 19 MiB) glibc raises its mmap threshold to that size: from then on clip and upload buffers
 * come from the heap and stay in the process when freed, and every thread that allocates gets an arena of
 * its own. A fixed 128 KB threshold (glibc's starting value) keeps larger blocks in their own mappings,
 * returned to the system on free; two arenas bound the per-thread heaps; a 1 MB trim threshold returns a
 * heap's free top sooner. Not 64 KB: every socket read allocates a 64 KB buffer, which would then cost an
 * mmap and an munmap (measured: ~9 % fewer `/users/current` requests per second).
 */
export const SERVER_MALLOC_ENV = {
  MALLOC_ARENA_MAX: '2',
  MALLOC_MMAP_THRESHOLD_: '131072',
  MALLOC_TRIM_THRESHOLD_: '1048576',
};

export const SERVER_ENTRY = 'apps/server/dist/main.js';

/**
 * The `node` arguments and environment that start the built server from the repository at `root`.
 * Settings the caller's environment already has win, so an operator can still tune them.
 */
export function serverProcess(root, env = process.env) {
  return {
    args: [...SERVER_NODE_ARGS, path.join(root, SERVER_ENTRY)],
    env: { ...SERVER_MALLOC_ENV, ...env },
  };
}
