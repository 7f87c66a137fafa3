// `npm run release -- --language Hindi --min-quality good --out <dir>` (issue 22, docs/datasets.md)
// Writes a dataset release into <dir>/<release-name>/, the same layout the admin's .tar holds, with a progress
// bar on a terminal. Uses the same DATA_DIR / DATABASE_URL / STORAGE as the server (run `npm run build`
// first: the script runs from dist/). On the embedded database the server must be stopped (one process
// opens it); with PostgreSQL it may run beside the server. The release is recorded like the admin's, so the
// next release's deleted.tsv knows what this one published.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { releaseFiltersSchema } from '@dhvani/contract/releases';
import { createCodecPool } from '../audio/codec-pool.js';
import { createReadChecker } from '../audio/read-check/read-checker.js';
import { ConfigError, loadConfig } from '../config.js';
import { DataDirInUseError } from '../db/data-dir-lock.js';
import { openDatabase } from '../db/database.js';
import { migrate } from '../db/migrate.js';
import { buildRelease, ReleaseBuildError } from '../modules/releases/build.js';
import { insertRelease, markDone, markFailed } from '../modules/releases/repository.js';
import { releaseName } from '../modules/releases/service.js';
import { folderSink } from '../modules/releases/sink.js';
import { storageFromConfig } from '../storage/from-config.js';
import { progressLine } from './progress-line.js';
import { runCli } from './run-cli.js';

const USAGE = `Usage: npm run release -- --language <name> [--language <name> …] --out <dir> [filters]

Writes a dataset release into <dir>/<release-name>/ (docs/datasets.md).

Filters (each list flag may be given several times):
  --language <name>        at least one: English, Hindi, Tamil, Telugu, Gujarati, Punjabi, Odia, Kannada,
                           Bengali, Malayalam
Optional filters (none means all):
  --domain <name>          healthcare, education, fmcg, telecom, retail, technology
  --min-quality <grade>    excellent, good, average or poor: that grade or better (ungraded clips left out)
  --review-status <state>  peer review's verdict: validated (accepted), invalidated (rejected) or other
                           (not decided yet)
  --from <YYYY-MM-DD>      recorded on or after this day (UTC)
  --to <YYYY-MM-DD>        recorded on or before this day (UTC)
  --unreviewed-in-splits   put unreviewed clips in train/dev/test too (by default only validated ones,
                           as Common Voice does; the others are in other.tsv either way)
Other:
  --out <dir>              where to write (required)
  -h, --help               this text`;

const outSchema = z.string({ error: 'is required' }).min(1, 'is required');

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      language: { type: 'string', multiple: true },
      domain: { type: 'string', multiple: true },
      'min-quality': { type: 'string' },
      'review-status': { type: 'string', multiple: true },
      from: { type: 'string' },
      to: { type: 'string' },
      'unreviewed-in-splits': { type: 'boolean' },
      out: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const filters = releaseFiltersSchema.safeParse({
    languages: values.language,
    domains: values.domain,
    minQuality: values['min-quality'],
    reviewStatuses: values['review-status'],
    from: values.from,
    to: values.to,
    unreviewedInSplits: values['unreviewed-in-splits'],
  });
  const out = outSchema.safeParse(values.out);
  if (!filters.success || !out.success) {
    for (const issue of filters.error?.issues ?? [])
      console.error(`${issue.path.join('.')}: ${issue.message}`);
    if (!out.success) console.error(`--out: ${out.error.issues[0]?.message}`);
    console.error(USAGE);
    return 2;
  }

  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const codec = createCodecPool(1);
  const id = randomUUID();
  const createdAt = new Date();
  const name = releaseName(id, createdAt);
  const target = path.resolve(out.data, name);
  const workDir = path.join(config.dataDir, 'tmp', 'releases', id);
  const db = database.db;
  try {
    await migrate(database);
    await fs.mkdir(workDir, { recursive: true });
    await insertRelease(db, { id, name, filters: filters.data, jobId: null, createdAt, status: 'running' });
    const bar = progressLine(process.stderr);
    const sink = folderSink(path.resolve(out.data), name, path.join(workDir, 'SHA256SUMS.part'));
    try {
      const report = await buildRelease(
        {
          db,
          storage: await storageFromConfig(config),
          audioCodec: codec,
          licence: config.releaseLicense,
          // As the server would say it: asks espeak-ng once, starts no audio thread.
          readCheckState: () =>
            createReadChecker({
              threads: 1,
              enabled: config.readCheck.enabled,
              synthesis: { command: config.readCheck.espeakNg },
            }).state(),
        },
        { releaseId: id, name, createdAt, filters: filters.data, sink, workDir, onProgress: bar.update },
      );
      bar.done();
      await markDone(db, id, { storageKey: null, sizeBytes: report.bytes, report, at: new Date() });
      console.log(
        `${report.clips} clips, ${report.hours} hours, ${report.speakers} speakers written to ${target}`,
      );
      return 0;
    } catch (err) {
      bar.done();
      await fs.rm(target, { recursive: true, force: true });
      const reason = err instanceof Error ? err.message : String(err);
      await markFailed(db, id, reason, new Date());
      if (err instanceof ReleaseBuildError) {
        console.error(reason);
        return 1;
      }
      throw err;
    }
  } finally {
    await fs.rm(workDir, { recursive: true, force: true });
    await codec.close();
    await database.close();
  }
}

runCli(main, [ConfigError, DataDirInUseError]);
