// The release files written page by page from the database (issue 22, issue 32), beside the clips' tables:
// each language's validated_sentences.tsv and deleted.tsv. A page at a time, so memory holds no whole list.
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../../db/database.js';
import type { BuildDeps, BuildRequest } from './build.js';
import { withdrawnPage } from './repository.js';
import { validatedSentenceRow, validatedSentencesHeader } from './tables.js';
import { validatedSentencesPage } from './text-repository.js';
import { endStream, fileStream, writeText } from './write-stream.js';

/** The language's validated_sentences.tsv (Common Voice's columns), page by page, into the archive. */
export async function addValidatedSentences(
  deps: BuildDeps,
  req: BuildRequest,
  language: string,
): Promise<void> {
  const file = path.join(req.workDir, `${language}-validated_sentences.tsv`);
  const out = fileStream(file);
  out.write(validatedSentencesHeader());
  let after: string | null = null;
  for (;;) {
    req.signal?.throwIfAborted();
    const page = await validatedSentencesPage(deps.db, req.releaseId, language, after, 1000);
    if (page.length === 0) break;
    for (const row of page) await writeText(out, validatedSentenceRow(row));
    after = page[page.length - 1]!.id;
  }
  await endStream(out);
  await req.sink.add(
    `${language}/validated_sentences.tsv`,
    (await fs.stat(file)).size,
    createReadStream(file),
  );
}

/** deleted.tsv, page by page: recording ids earlier releases published that are withdrawn since. */
export async function writeDeleted(db: Db, req: BuildRequest): Promise<number> {
  const out = fileStream(path.join(req.workDir, 'deleted.tsv'));
  out.write('recording_id\treason\n');
  let after: string | null = null;
  let count = 0;
  for (;;) {
    const page = await withdrawnPage(db, req.releaseId, after, 1000);
    if (page.length === 0) break;
    for (const row of page) {
      await writeText(out, `${row.recordingId}\t${row.reason}\n`);
    }
    count += page.length;
    after = page[page.length - 1]!.recordingId;
  }
  await endStream(out);
  return count;
}
