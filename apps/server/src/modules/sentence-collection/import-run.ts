// The two steps of an import, shared by the background job (the admin's Sentences tab) and the command line
// (`npm run sentences -- import`): check a file (the dry run, import-check.ts) and import what the check
// staged, in one transaction, so a file is wholly in or not at all (decision 0034).
import type { ImportReport } from '@dhvani/contract/sentence-imports';
import type { Db } from '../../db/database.js';
import { transaction } from '../../db/transaction.js';
import type { Clock } from '../../lib/clock.js';
import { insertAudit } from '../admin/repository.js';
import { deploymentSecret } from '../sentences/repository.js';
import { checkImport } from './import-check.js';
import { ImportFileError } from './import-lines.js';
import { formatOf } from './import-records.js';
import {
  countStaged,
  insertStaged,
  lockImport,
  moveImport,
  type SentenceImportRow,
} from './import-repository.js';

export interface RunDeps {
  db: Db;
  clock: Clock;
}

export type CheckOutcome = { ok: true; report: ImportReport } | { ok: false; error: string };

/**
 * Checks an import in state 'checking' and moves it to 'checked' with its report, or to 'failed' when the
 * file as a whole cannot be read as sentences (no `sentence` column, UTF-16 …). Other errors are thrown:
 * another attempt may succeed.
 */
export async function runCheck(
  deps: RunDeps,
  imp: SentenceImportRow,
  source: AsyncIterable<Uint8Array>,
  hooks: Pick<Parameters<typeof checkImport>[1], 'onProgress' | 'signal'> = {},
): Promise<CheckOutcome> {
  const format = formatOf(imp.fileName) ?? 'txt';
  try {
    const report = await checkImport(deps.db, {
      importId: imp.id,
      language: imp.language,
      defaultDomain: imp.domain,
      format,
      source,
      sizeBytes: imp.sizeBytes,
      secret: await deploymentSecret(deps.db),
      ...hooks,
    });
    await moveImport(deps.db, imp.id, ['checking'], {
      state: 'checked',
      report,
      fileKey: null,
      checkedAt: deps.clock.now(),
    });
    return { ok: true, report };
  } catch (err) {
    if (!(err instanceof ImportFileError)) throw err;
    await moveImport(deps.db, imp.id, ['checking'], { state: 'failed', error: err.message, fileKey: null });
    return { ok: false, error: err.message };
  }
}

export interface CommitOutcome {
  imported: number;
  /** Staged sentences that arrived by another way between the check and the import. */
  duplicates: number;
}

/**
 * Adds an import's staged sentences (state 'importing' → 'imported') in one transaction with its audit entry.
 * null when the import is not in 'importing' (it was done already: the job ran twice).
 */
export async function runCommit(
  deps: RunDeps,
  importId: string,
  actorId: string | null,
): Promise<CommitOutcome | null> {
  return transaction(deps.db, async (tx) => {
    // Under the row's lock: a second run waits here, then finds the import done.
    const imp = await lockImport(tx, importId);
    if (!imp || imp.state !== 'importing') return null;
    const at = deps.clock.now();
    const staged = await countStaged(tx, imp.id);
    const imported = await insertStaged(tx, imp, at);
    const duplicates = staged - imported;
    await moveImport(tx, imp.id, ['importing'], {
      state: 'imported',
      imported,
      duplicatesAtImport: duplicates,
      importedAt: at,
    });
    await insertAudit(tx, {
      action: 'sentence.import',
      actorId,
      details: {
        importId: imp.id,
        fileName: imp.fileName,
        language: imp.language,
        status: imp.review ? 'pending' : 'validated',
        imported,
      },
      createdAt: at,
    });
    return { imported, duplicates };
  });
}
