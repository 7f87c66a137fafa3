// A person's data export (issue 23): ask for one, follow it, download it. Only its owner ever reaches an
// export; anyone else, admins included, gets the 404 of an export that does not exist.
import { randomUUID } from 'node:crypto';
import { DATA_EXPORT_MESSAGES, type DataExport } from '@dhvani/contract/privacy';
import type { Readable } from 'node:stream';
import { requireAccess, type Actor } from '../../access/policy.js';
import type { Db } from '../../db/database.js';
import { transaction } from '../../db/transaction.js';
import type { Clock } from '../../lib/clock.js';
import { conflict, HttpError } from '../../lib/http-error.js';
import type { Storage } from '../../storage/types.js';
import type { Jobs } from '../jobs/plugin.js';
import { exportJobKind } from './export-job.js';
import { findExport, insertExport, latestExport, type DataExportRow } from './exports-repository.js';

/** How long asking for an export waits for a small one to finish before answering "running". */
const REQUEST_WAIT_MS = 3000;

export interface ExportServiceDeps {
  db: Db;
  clock: Clock;
  storage: Storage;
  jobs: Jobs;
}

const gone = (message: string) => new HttpError(410, message);

export function createExportService(deps: ExportServiceDeps) {
  async function describe(row: DataExportRow): Promise<DataExport> {
    const base = {
      _id: row.id,
      createdAt: row.createdAt.toISOString(),
      readyAt: row.readyAt?.toISOString() ?? null,
      expiresAt: row.expiresAt?.toISOString() ?? null,
      sizeBytes: row.sizeBytes,
      progress: null,
    };
    if (row.readyAt && row.expiresAt) {
      const expired = row.expiresAt.getTime() <= deps.clock.now().getTime();
      return { ...base, status: expired ? 'expired' : 'ready' };
    }
    const job = await deps.jobs.find(row.jobId);
    const progress = job?.progress as DataExport['progress'] | undefined;
    if (!job || job.state === 'failed') return { ...base, status: 'failed' };
    return {
      ...base,
      status: job.state === 'running' ? 'running' : 'queued',
      progress: progress && typeof progress.total === 'number' ? progress : null,
    };
  }

  async function own(actor: Actor, id: string): Promise<DataExportRow> {
    return requireAccess(actor, 'export.use', await findExport(deps.db, id), DATA_EXPORT_MESSAGES.notFound);
  }

  return {
    /** A new export, or the one still being prepared; a small account's is ready by the time this answers. */
    async request(actor: Actor): Promise<DataExport> {
      const latest = await latestExport(deps.db, actor.id);
      if (latest) {
        const current = await describe(latest);
        if (current.status === 'queued' || current.status === 'running') return current;
      }
      const id = randomUUID();
      const jobId = await transaction(deps.db, async (tx) => {
        const job = await deps.jobs.enqueue(tx, exportJobKind, { exportId: id }, { key: id });
        await insertExport(tx, { id, userId: actor.id, jobId: job, createdAt: deps.clock.now() });
        return job;
      });
      // Run it here at once when no worker has it; a large account's export goes on in the background.
      if (!(await deps.jobs.runNow(exportJobKind, jobId))) deps.jobs.wake();
      await deps.jobs.wait(jobId, REQUEST_WAIT_MS);
      return describe((await findExport(deps.db, id))!);
    },

    async latest(actor: Actor): Promise<DataExport | null> {
      const row = await latestExport(deps.db, actor.id);
      return row ? describe(row) : null;
    },

    async status(actor: Actor, id: string): Promise<DataExport> {
      return describe(await own(actor, id));
    },

    async download(actor: Actor, id: string): Promise<{ stream: Readable; size: number; fileName: string }> {
      const row = await own(actor, id);
      const state = await describe(row);
      if (state.status === 'expired') throw gone(DATA_EXPORT_MESSAGES.expired);
      if (state.status === 'failed') throw conflict(DATA_EXPORT_MESSAGES.failed);
      if (state.status !== 'ready' || !row.storageKey) throw conflict(DATA_EXPORT_MESSAGES.notReady);
      const day = row.readyAt!.toISOString().slice(0, 10);
      return {
        stream: await deps.storage.read(row.storageKey),
        size: row.sizeBytes ?? 0,
        fileName: `dhvani-shilp-my-data-${day}.zip`,
      };
    },
  };
}

export type ExportService = ReturnType<typeof createExportService>;
