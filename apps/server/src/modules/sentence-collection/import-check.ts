// The dry run of an import (issue 32, decision 0034): reads the file once, as a stream, judges every line by
// the sentence rules (contract sentences.ts) and stages the sentences that would be added, a thousand at a
// time. A line that repeats an earlier one, or a sentence the database already has, is a duplicate. What it
// returns (accepted and rejected counts per reason, a few examples of each) is what the admin decides on;
// the import then adds exactly the staged rows, so the numbers shown are the numbers imported.
import type { Domain, RecordingLanguage } from '@dhvani/contract/enums';
import { checkSentence } from '@dhvani/contract/sentences';
import {
  IMPORT_EXAMPLES_PER_REASON,
  type ImportFormat,
  type ImportProgress,
  type ImportRejection,
  type ImportReport,
} from '@dhvani/contract/sentence-imports';
import type { Db } from '../../db/database.js';
import { newShuffle, sentenceIdOf } from '../sentences/sentence-id.js';
import { sentenceSplit } from '../sentences/splits.js';
import { readLines } from './import-lines.js';
import { readRecords } from './import-records.js';
import { clearStaged, stageSentences, takenKeys, type StagedSentence } from './import-repository.js';

/** Sentences staged per statement (8 parameters a row, far below PostgreSQL's 65,535). */
const BATCH = 1000;
/** An example's text is cut to this many characters (a 5,000-character line is shown by its start). */
const EXAMPLE_CHARS = 160;

export interface CheckInput {
  importId: string;
  language: RecordingLanguage;
  defaultDomain: Domain | null;
  format: ImportFormat;
  /** The file's bytes, as a stream. */
  source: AsyncIterable<Uint8Array>;
  sizeBytes: number;
  /** The deployment's secret the splits are keyed with. */
  secret: string;
  onProgress?: (progress: ImportProgress) => Promise<void> | void;
  signal?: AbortSignal;
}

class Tally {
  lines = 0;
  accepted = 0;
  readonly rejected: Partial<Record<ImportRejection, number>> = {};
  readonly examples: ImportReport['examples'] = [];

  reject(reason: ImportRejection, line: number, text: string) {
    const seen = this.rejected[reason] ?? 0;
    this.rejected[reason] = seen + 1;
    if (seen < IMPORT_EXAMPLES_PER_REASON) {
      this.examples.push({ reason, line, text: [...text].slice(0, EXAMPLE_CHARS).join('') });
    }
  }
}

async function* counted(source: AsyncIterable<Uint8Array>, into: { bytes: number }) {
  for await (const chunk of source) {
    into.bytes += chunk.length;
    yield chunk;
  }
}

/** Runs the dry run; the import's earlier staged rows (an interrupted attempt) are dropped first. */
export async function checkImport(db: Db, input: CheckInput): Promise<ImportReport> {
  await clearStaged(db, input.importId);
  const tally = new Tally();
  const read = { bytes: 0 };
  let batch: StagedSentence[] = [];

  const flush = async () => {
    const taken = await takenKeys(
      db,
      input.language,
      batch.map((s) => ({ key: s.dedupeKey, id: s.id })),
    );
    const fresh = batch.filter((s) => !taken.has(s.dedupeKey));
    const staged = await stageSentences(db, fresh);
    for (const s of batch) {
      // In the database already, or an earlier line of this file (staged before, by this batch or another).
      if (staged.has(s.dedupeKey)) {
        tally.accepted += 1;
        staged.delete(s.dedupeKey);
      } else tally.reject('duplicate', s.line, s.text);
    }
    batch = [];
    input.signal?.throwIfAborted();
    await input.onProgress?.({ bytesRead: read.bytes, bytesTotal: input.sizeBytes, lines: tally.lines });
  };

  const lines = readLines(counted(input.source, read));
  for await (const record of readRecords(lines, input.format, input.defaultDomain)) {
    tally.lines += 1;
    if ('reason' in record) {
      tally.reject(record.reason, record.line, record.text);
      continue;
    }
    const check = checkSentence(record.sentence, input.language);
    if (!check.ok) {
      tally.reject(check.reason, record.line, check.text);
      continue;
    }
    const id = sentenceIdOf(check.text);
    batch.push({
      importId: input.importId,
      dedupeKey: check.key,
      line: record.line,
      id,
      domain: record.domain,
      text: check.text,
      split: sentenceSplit(input.secret, id),
      shuffle: newShuffle(),
    });
    if (batch.length >= BATCH) await flush();
  }
  await flush();
  tally.examples.sort((a, b) => a.line - b.line);
  return {
    format: input.format,
    lines: tally.lines,
    accepted: tally.accepted,
    rejected: tally.rejected,
    examples: tally.examples,
  };
}
