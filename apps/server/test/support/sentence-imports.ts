// Helpers for the sentence tests (issue 32): an admin's import uploaded and its background job run here, and
// the Hindi lines the tests use, each breaking one rule (or none).
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { SentenceImport } from '@dhvani/contract/sentence-imports';
import { rowsOf } from '../../src/db/migrate.js';
import { importJobKey, importJobKind } from '../../src/modules/sentence-collection/import-job.js';
import { bearer } from './accounts.js';
import { multipart } from './recordings.js';

export const GOOD_HINDI = [
  'बच्चे हर सुबह स्कूल जाने से पहले नाश्ता करते हैं।',
  'डॉक्टर ने कहा कि रोज़ ज़्यादा पानी पीना चाहिए।',
  'बाज़ार में आज सब्ज़ियाँ बहुत ताज़ी मिल रही थीं।',
  'दादी हर शाम बगीचे में पौधों को पानी देती हैं।',
];

export interface ImportFields {
  language?: string;
  domain?: string;
  source?: string;
  licence?: string;
  review?: string;
}

export function importBody(file: Buffer | string, fileName: string, fields: ImportFields = {}) {
  const values = {
    language: 'Hindi',
    domain: 'healthcare',
    source: 'Test corpus',
    licence: 'CC0-1.0',
    ...fields,
  };
  return multipart([
    ...Object.entries(values).map(([name, value]) => ({ name, value })),
    {
      name: 'file',
      file: Buffer.isBuffer(file) ? file : Buffer.from(file),
      filename: fileName,
      contentType: 'text/plain',
    },
  ]);
}

export async function uploadImport(
  app: FastifyInstance,
  token: string,
  file: Buffer | string,
  fileName: string,
  fields: ImportFields = {},
) {
  const body = importBody(file, fileName, fields);
  return app.inject({
    method: 'POST',
    url: '/api/v1/admin/sentence-imports',
    payload: body.payload,
    headers: { ...body.headers, ...bearer(token) },
  });
}

/** Runs the import's queued job here (the test app claims none by itself) and answers the import after it. */
export async function runImportJob(
  app: FastifyInstance,
  token: string,
  id: string,
  step: 'check' | 'commit' = 'check',
): Promise<SentenceImport> {
  const job = await app.jobs.latest(importJobKind, importJobKey(id, step));
  if (!job) throw new Error(`no job for import ${id}`);
  // Until this attempt has an outcome: runNow claims nothing while this process is still recording the
  // outcome of an earlier attempt, so it is asked again after each short wait.
  for (let tries = 0; tries < 240; tries++) {
    await app.jobs.runNow(importJobKind, job.id);
    const outcome = await app.jobs.wait(job.id, 500, job.attempts);
    if (outcome.status !== 'pending') break;
  }
  const res = await app.inject({
    method: 'GET',
    url: `/api/v1/admin/sentence-imports/${id}`,
    headers: bearer(token),
  });
  return res.json().data as SentenceImport;
}

/** Uploads a file and runs its check: the dry run's answer. */
export async function dryRun(
  app: FastifyInstance,
  token: string,
  file: Buffer | string,
  fileName: string,
  fields: ImportFields = {},
): Promise<SentenceImport> {
  const res = await uploadImport(app, token, file, fileName, fields);
  if (res.statusCode !== 201) throw new Error(`upload answered ${res.statusCode}: ${res.body}`);
  return runImportJob(app, token, res.json().data._id as string);
}

/** Starts the import of a checked file and runs it. */
export async function importChecked(
  app: FastifyInstance,
  token: string,
  id: string,
): Promise<SentenceImport> {
  const res = await app.inject({
    method: 'POST',
    url: `/api/v1/admin/sentence-imports/${id}/import`,
    headers: bearer(token),
  });
  if (res.statusCode !== 200) throw new Error(`import answered ${res.statusCode}: ${res.body}`);
  return runImportJob(app, token, id, 'commit');
}

export async function countSentences(app: FastifyInstance, where: ReturnType<typeof sql>) {
  const [row] = rowsOf<{ n: number }>(
    await app.db.execute(sql`SELECT count(*)::int AS n FROM sentences WHERE ${where}`),
  );
  return row?.n ?? 0;
}
