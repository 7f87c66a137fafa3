// Release rules (issue 22): what a selection holds before anything starts, refusing an empty one, starting the
// build job in the transaction that records the release, and what the admin sees of each release.
import { randomUUID } from 'node:crypto';
import {
  RELEASE_MESSAGES,
  type Release,
  type ReleaseFilters,
  type ReleasePreview,
  type ReleaseProgress,
  type ReleaseState,
} from '@dhvani/contract/releases';
import type { Actor } from '../../access/policy.js';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { badRequest, notFound } from '../../lib/http-error.js';
import type { Jobs } from '../jobs/plugin.js';
import { buildReleaseJob } from './release-job.js';
import { findRelease, insertRelease, listReleases, type ReleaseWithJob } from './repository.js';
import { previewSelection } from './selection-repository.js';

export interface ReleaseServiceDeps {
  db: Db;
  clock: Clock;
  jobs: Pick<Jobs, 'enqueue' | 'wake'>;
}

const LIST_LIMIT = 100;

/** `dhvani-shilp-20261124-1a2b3c4d`: sortable by day, unique by the id. */
export const releaseName = (id: string, at: Date) =>
  `dhvani-shilp-${at.toISOString().slice(0, 10).replace(/-/g, '')}-${id.slice(0, 8)}`;

function toRelease({ release: r, progress, jobError, jobState }: ReleaseWithJob): Release {
  let status: ReleaseState = r.status;
  let error = r.error;
  // A job that ended as failed without its handler saying so (its worker died on every attempt).
  if ((status === 'queued' || status === 'running') && jobState === 'failed') {
    status = 'failed';
    error = jobError?.message ?? error;
  }
  return {
    _id: r.id,
    name: r.name,
    status,
    filters: r.filters,
    progress: status === 'done' || !progress ? null : (progress as ReleaseProgress),
    report: r.report,
    error: status === 'done' ? null : error,
    createdAt: r.createdAt.toISOString(),
    startedAt: r.startedAt?.toISOString() ?? null,
    finishedAt: r.finishedAt?.toISOString() ?? null,
    sizeBytes: r.sizeBytes,
  };
}

export function createReleaseService(deps: ReleaseServiceDeps) {
  const { db, clock, jobs } = deps;
  return {
    preview: (filters: ReleaseFilters): Promise<ReleasePreview> => previewSelection(db, filters, clock.now()),

    async create(actor: Actor, filters: ReleaseFilters): Promise<{ _id: string; status: ReleaseState }> {
      const now = clock.now();
      const preview = await previewSelection(db, filters, now);
      if (preview.clips === 0) throw badRequest(RELEASE_MESSAGES.emptySelection);
      const id = randomUUID();
      await db.transaction(async (tx) => {
        const jobId = await jobs.enqueue(tx, buildReleaseJob, { releaseId: id }, { key: id });
        await insertRelease(tx, {
          id,
          name: releaseName(id, now),
          filters,
          jobId,
          createdBy: actor.id,
          createdAt: now,
        });
      });
      jobs.wake();
      return { _id: id, status: 'queued' };
    },

    async list(): Promise<Release[]> {
      return (await listReleases(db, LIST_LIMIT)).map(toRelease);
    },

    async get(id: string): Promise<Release> {
      const row = await findRelease(db, id);
      if (!row) throw notFound(RELEASE_MESSAGES.notFound);
      return toRelease(row);
    },

    /** The finished release's archive: where it is stored and what to call it. */
    async archive(id: string): Promise<{ key: string; name: string }> {
      const row = await findRelease(db, id);
      if (!row) throw notFound(RELEASE_MESSAGES.notFound);
      const { release } = row;
      if (release.status !== 'done' || !release.storageKey) throw notFound(RELEASE_MESSAGES.notReady);
      return { key: release.storageKey, name: `${release.name}.tar` };
    },
  };
}

export type ReleaseService = ReturnType<typeof createReleaseService>;
