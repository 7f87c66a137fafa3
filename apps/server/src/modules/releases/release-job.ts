// A release is built by the 'release.build' job (docs/jobs.md): it survives a closed page and a restart (a
// job left running is taken up again and starts over), and runs in one process at a time on PGlite and on
// several PostgreSQL processes alike. The .tar is streamed into a staging file and moved into storage only
// when complete, so storage never holds half an archive; an attempt that fails removes what it wrote.
import fs from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import type { ReleaseFilters } from '@dhvani/contract/releases';
import type { Clock } from '../../lib/clock.js';
import { isOutOfSpace } from '../../lib/out-of-space.js';
import { defineJobKind, PermanentJobError, type JobHandlerOptions } from '../jobs/kind.js';
import { buildRelease, ReleaseBuildError, type BuildDeps } from './build.js';
import { findRelease, markDone, markFailed, markRunning, markWaiting } from './repository.js';
import { tarSink } from './sink.js';

export const buildReleaseJob = defineJobKind('release.build', z.object({ releaseId: z.uuid() }));

const MAX_ATTEMPTS = 3;

export const releaseStorageKey = (id: string) => `releases/${id}.tar`;

export const OUT_OF_SPACE_REASON =
  'The server ran out of disk space while writing the release. Free some space and start the release again.';

export function releaseJobHandler(
  deps: BuildDeps & { clock: Clock; workRoot: string },
): JobHandlerOptions<z.infer<typeof buildReleaseJob.payload>> {
  return {
    concurrency: 1,
    maxAttempts: MAX_ATTEMPTS,
    // A page of clips takes seconds at most; progress() renews the lease after each one.
    leaseMs: 120_000,
    async handler({ payload: { releaseId }, attempt, signal, progress, log }) {
      const found = await findRelease(deps.db, releaseId);
      if (!found) return { outcome: 'release deleted' };
      const { release } = found;
      if (release.status === 'done') return { outcome: 'already built' };
      const tarFile = path.join(deps.workRoot, `${releaseId}.tar`);
      const workDir = path.join(deps.workRoot, releaseId);
      const cleanUp = async () => {
        await fs.rm(tarFile, { force: true });
        await fs.rm(workDir, { recursive: true, force: true });
      };
      // Whatever an earlier attempt (or a process that died) left is started over.
      await cleanUp();
      await fs.mkdir(workDir, { recursive: true });
      await markRunning(deps.db, releaseId, deps.clock.now());
      const sink = tarSink(tarFile, release.name, path.join(workDir, 'SHA256SUMS.part'));
      try {
        const report = await buildRelease(deps, {
          releaseId,
          name: release.name,
          createdAt: release.createdAt,
          filters: release.filters as ReleaseFilters,
          sink,
          workDir,
          signal,
          onProgress: (p) => progress(p),
        });
        const key = releaseStorageKey(releaseId);
        const { size } = await fs.stat(tarFile);
        await deps.storage.putFile(key, tarFile, size);
        await markDone(deps.db, releaseId, {
          storageKey: key,
          sizeBytes: size,
          report,
          at: deps.clock.now(),
        });
        return { outcome: 'built', clips: report.clips, bytes: size };
      } catch (err) {
        sink.abort();
        await cleanUp().catch((e: unknown) => log.warn({ err: e }, 'could not remove a failed release'));
        // Shutting down: the job is handed back and starts over in the next process.
        if (signal.aborted) throw err;
        const reason =
          err instanceof ReleaseBuildError
            ? err.message
            : isOutOfSpace(err)
              ? OUT_OF_SPACE_REASON
              : `The release could not be built: ${err instanceof Error ? err.message : String(err)}`;
        const final = err instanceof ReleaseBuildError || isOutOfSpace(err) || attempt >= MAX_ATTEMPTS;
        if (final) {
          await markFailed(deps.db, releaseId, reason, deps.clock.now());
          throw new PermanentJobError(reason, err instanceof ReleaseBuildError ? err.code : 'release-failed');
        }
        await markWaiting(deps.db, releaseId, `Attempt ${attempt} failed and will be retried: ${reason}`);
        throw err;
      } finally {
        await fs.rm(workDir, { recursive: true, force: true });
      }
    },
  };
}
