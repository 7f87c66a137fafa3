// `npm run sentences -- import --language Hindi --domain healthcare --source "…" --licence CC0-1.0 FILE`
// (issue 32, docs/sentences.md): the admin's import from the command line. The file is checked line by line
// (the dry run: counts per reason with examples), then, unless --dry-run, its accepted sentences are added in
// one transaction. Uses the same DATA_DIR / DATABASE_URL as the server and migrates it like `npm start` (run
// `npm run build` first: the script runs from dist/). On the embedded database the server must be stopped (one
// process opens it); with PostgreSQL it may run beside the server. Exits 0 when the file was read.
import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  IMPORT_REJECTION_TEXT,
  sentenceImportOptionsSchema,
  type ImportProgress,
  type ImportReport,
} from '@dhvani/contract/sentence-imports';
import { ConfigError, loadConfig } from '../config.js';
import { DataDirInUseError } from '../db/data-dir-lock.js';
import { openDatabase } from '../db/database.js';
import { migrate } from '../db/migrate.js';
import { systemClock } from '../lib/clock.js';
import { ImportFileError, assertNotUtf16 } from '../modules/sentence-collection/import-lines.js';
import { formatOf, layoutOf } from '../modules/sentence-collection/import-records.js';
import {
  deleteImport,
  findImport,
  insertImport,
  moveImport,
} from '../modules/sentence-collection/import-repository.js';
import { runCheck, runCommit } from '../modules/sentence-collection/import-run.js';
import { syncBuiltinCorpus } from '../modules/sentences/corpus-sync.js';
import { runCli } from './run-cli.js';

const USAGE = `Usage: npm run sentences -- import --language <name> [--domain <name>] --source <text> --licence <id>
                              [--dry-run] [--review] FILE

Checks FILE's sentences against the language's rules and adds those that pass (docs/sentences.md).
FILE is a .txt file (one sentence a line) or a .tsv or .csv file whose first line names its columns,
one of them "sentence", optionally "domain"; UTF-8.

  --language <name>   English, Hindi, Tamil, Telugu, Gujarati, Punjabi, Odia, Kannada, Bengali, Malayalam
  --domain <name>     healthcare, education, fmcg, telecom, retail, technology: the domain of lines that
                      name none (required unless the file has a domain column)
  --source <text>     where the text comes from, as the release's datasheet will say
  --licence <id>      its licence, e.g. CC0-1.0
  --dry-run           only check: print what would be added and why other lines would not; add nothing
  --review            add the sentences as pending, for community review (default: validated at once)
  -h, --help          this text`;

function printReport(report: ImportReport, out: (line: string) => void) {
  out(`${report.lines} lines read: ${report.accepted} accepted.`);
  for (const [reason, count] of Object.entries(report.rejected)) {
    out(
      `  rejected ${count}: ${IMPORT_REJECTION_TEXT[reason as keyof typeof IMPORT_REJECTION_TEXT]} (${reason})`,
    );
    for (const e of report.examples.filter((x) => x.reason === reason)) out(`    line ${e.line}: ${e.text}`);
  }
}

function progressOnTerminal() {
  const tty = Boolean(process.stderr.isTTY);
  let drawn = false;
  return {
    update(p: ImportProgress) {
      if (!tty) return;
      const share = p.bytesTotal > 0 ? Math.round((100 * p.bytesRead) / p.bytesTotal) : 100;
      process.stderr.write(`\rchecking: ${share} %, ${p.lines} lines`);
      drawn = true;
    },
    done() {
      if (drawn) process.stderr.write('\n');
    },
  };
}

async function readHead(file: string): Promise<Buffer> {
  const handle = await fs.open(file, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(64 * 1024), 0, 64 * 1024, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      language: { type: 'string' },
      domain: { type: 'string' },
      source: { type: 'string' },
      licence: { type: 'string' },
      'dry-run': { type: 'boolean' },
      review: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const [command, file, ...extra] = positionals;
  const options = sentenceImportOptionsSchema.safeParse({ ...values, review: values.review ?? false });
  const format = formatOf(file ?? '');
  const problems = [
    ...(command === 'import' ? [] : [`unknown command "${command ?? ''}" (the command is: import)`]),
    ...(file ? [] : ['FILE: name the file to import']),
    ...(file && !format ? ['FILE: must end in .txt, .tsv or .csv'] : []),
    ...(extra.length ? [`unexpected arguments: ${extra.join(' ')}`] : []),
    ...(options.error?.issues.map((i) => `--${i.path.join('.')}: ${i.message}`) ?? []),
  ];
  if (problems.length || !options.success || !file || !format) {
    for (const p of problems) console.error(p);
    console.error(USAGE);
    return 2;
  }
  const { language, domain = null, source, licence, review } = options.data;
  const stat = await fs.stat(file).catch(() => null);
  if (!stat?.isFile()) {
    console.error(`${file}: no such file`);
    return 2;
  }
  try {
    const head = await readHead(file);
    assertNotUtf16(head);
    const firstLine = head
      .toString('utf8')
      .split('\n')[0]!
      .replace(/^\ufeff/u, '')
      .replace(/\r$/u, '');
    layoutOf(format, firstLine, domain);
  } catch (err) {
    if (!(err instanceof ImportFileError)) throw err;
    console.error(`${file}: ${err.message}`);
    return 1;
  }

  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const db = database.db;
  const deps = { db, clock: systemClock };
  try {
    await migrate(database);
    // As `npm start` leaves it: the built-in sentences are there to find duplicates of.
    await syncBuiltinCorpus(db, systemClock);
    const id = randomUUID();
    const row = {
      id,
      fileName: path.basename(file),
      language,
      domain,
      source,
      licence,
      review,
      sizeBytes: stat.size,
      fileKey: null,
      state: 'checking' as const,
      createdAt: new Date(),
    };
    await insertImport(db, row);
    const bar = progressOnTerminal();
    const imp = (await findImport(db, id))!;
    const checked = await runCheck(deps, imp, createReadStream(file), { onProgress: bar.update });
    bar.done();
    if (!checked.ok) {
      console.error(`${file}: ${checked.error}`);
      await deleteImport(db, id);
      return 1;
    }
    printReport(checked.report, (line) => console.log(line));
    if (values['dry-run']) {
      await deleteImport(db, id);
      console.log('Dry run: nothing was added.');
      return 0;
    }
    await moveImport(db, id, ['checked'], { state: 'importing' });
    const done = await runCommit(deps, id, null);
    const status = review ? 'pending (waiting for community review)' : 'validated';
    console.log(`${done?.imported ?? 0} sentences added to ${language}, ${status}.`);
    if (done?.duplicates)
      console.log(`${done.duplicates} arrived meanwhile by another way and were skipped.`);
    return 0;
  } finally {
    await database.close();
  }
}

runCli(main, [ConfigError, DataDirInUseError]);
