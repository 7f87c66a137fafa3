// The admin's imports (issue 32, docs/sentences.md): an uploaded file is kept in storage and checked by the
// background job (the dry run); the admin reads the report and then imports it (the job again) or discards it.
// The file waits in storage rather than on this machine's disk, so any process may run the job.
import { randomUUID } from 'node:crypto';
import {
  SENTENCE_IMPORT_MESSAGES,
  type ImportProgress,
  type ImportState,
  type SentenceImport,
} from '@dhvani/contract/sentence-imports';
import type { Actor } from '../../access/policy.js';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { conflict, notFound } from '../../lib/http-error.js';
import type { Storage } from '../../storage/types.js';
import type { Jobs } from '../jobs/plugin.js';
import type { JobRow } from '../jobs/repository.js';
import { importFileKey, importJobKey, importJobKind } from './import-job.js';
import {
  clearStaged,
  findImport,
  insertImport,
  listImports,
  moveImport,
  type SentenceImportRow,
} from './import-repository.js';
import type { ReceivedImport } from './receive-import.js';

export interface ImportServiceDeps {
  db: Db;
  clock: Clock;
  storage: Storage;
  jobs: Pick<Jobs, 'enqueue' | 'wake' | 'latest'>;
}

const LIST_LIMIT = 20;
const iso = (d: Date | null) => d?.toISOString() ?? null;

function toImport(row: SentenceImportRow, job: JobRow | null): SentenceImport {
  const busy = row.state === 'checking' || row.state === 'importing';
  // A job that gave up without the import saying so (its worker died on every attempt).
  const gaveUp = busy && job?.state === 'failed';
  return {
    _id: row.id,
    fileName: row.fileName,
    language: row.language,
    domain: row.domain,
    source: row.source,
    licence: row.licence,
    review: row.review,
    state: gaveUp ? 'failed' : row.state,
    sizeBytes: row.sizeBytes,
    progress: busy && !gaveUp && job?.progress ? (job.progress as ImportProgress) : null,
    report: row.report,
    imported: row.imported,
    duplicatesAtImport: row.duplicatesAtImport,
    error: gaveUp ? (job?.error?.message ?? null) : row.error,
    createdAt: row.createdAt.toISOString(),
    checkedAt: iso(row.checkedAt),
    importedAt: iso(row.importedAt),
  };
}

export function createImportService(deps: ImportServiceDeps) {
  const { db, clock, storage, jobs } = deps;

  async function view(row: SentenceImportRow): Promise<SentenceImport> {
    const step = row.state === 'checking' ? 'check' : row.state === 'importing' ? 'commit' : null;
    return toImport(row, step ? await jobs.latest(importJobKind, importJobKey(row.id, step)) : null);
  }

  async function found(id: string): Promise<SentenceImportRow> {
    const row = await findImport(db, id);
    if (!row) throw notFound(SENTENCE_IMPORT_MESSAGES.notFound);
    return row;
  }

  return {
    /** Keeps the received file in storage and starts its check; the caller's staging file is moved. */
    async create(actor: Actor, file: ReceivedImport): Promise<SentenceImport> {
      const id = randomUUID();
      const key = importFileKey(id);
      await storage.putFile(key, file.stagedPath, file.sizeBytes);
      const row: SentenceImportRow = {
        id,
        fileName: file.fileName,
        language: file.options.language,
        domain: file.options.domain ?? null,
        source: file.options.source,
        licence: file.options.licence,
        review: file.options.review,
        sizeBytes: file.sizeBytes,
        fileKey: key,
        state: 'checking',
        report: null,
        imported: null,
        duplicatesAtImport: null,
        error: null,
        createdBy: actor.id,
        createdAt: clock.now(),
        checkedAt: null,
        importedAt: null,
      };
      try {
        await db.transaction(async (tx) => {
          await insertImport(tx, row);
          await jobs.enqueue(
            tx,
            importJobKind,
            { importId: id, step: 'check', actorId: actor.id },
            {
              key: importJobKey(id, 'check'),
            },
          );
        });
      } catch (err) {
        await storage.delete(key);
        throw err;
      }
      jobs.wake();
      return toImport(row, null);
    },

    async list(): Promise<SentenceImport[]> {
      return Promise.all((await listImports(db, LIST_LIMIT)).map(view));
    },

    get: async (id: string) => view(await found(id)),

    /** Starts adding the checked file's sentences; 409 unless it is checked and waiting. */
    async start(actor: Actor, id: string): Promise<SentenceImport> {
      await found(id);
      const started = await db.transaction(async (tx) => {
        if (!(await moveImport(tx, id, ['checked'], { state: 'importing' }))) return false;
        await jobs.enqueue(
          tx,
          importJobKind,
          { importId: id, step: 'commit', actorId: actor.id },
          {
            key: importJobKey(id, 'commit'),
          },
        );
        return true;
      });
      if (!started) throw conflict(SENTENCE_IMPORT_MESSAGES.notChecked);
      jobs.wake();
      return view(await found(id));
    },

    /** Drops a checked (or failed) file's staged sentences; 409 for one being worked on or imported. */
    async discard(id: string): Promise<SentenceImport> {
      const row = await found(id);
      // A job that gave up leaves its import 'checking' or 'importing'; shown as failed, it may go too.
      const from: ImportState[] =
        (await view(row)).state === 'failed' ? ['checking', 'importing', 'failed'] : ['checked'];
      if (!(await moveImport(db, id, from, { state: 'discarded', fileKey: null }))) {
        throw conflict(SENTENCE_IMPORT_MESSAGES.notChecked);
      }
      await clearStaged(db, id);
      if (row.fileKey) await storage.delete(row.fileKey);
      return view(await found(id));
    },
  };
}

export type ImportService = ReturnType<typeof createImportService>;
