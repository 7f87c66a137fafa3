// `npm run sentences -- import` (issue 32): on a fresh DATA_DIR it migrates, prints the dry run's counts per
// reason, adds the sentences that pass, and adds nothing when the same file comes again. A child process
// through tsx on an on-disk PGlite, as an operator runs it.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cliScript } from '../../test/support/cli.js';
import { GOOD_HINDI } from '../../test/support/sentence-imports.js';
import { openDatabase } from '../db/database.js';
import { rowsOf } from '../db/migrate.js';

describe('npm run sentences', () => {
  let dataDir: string;
  let file: string;
  const { cli, failureOf } = cliScript('src/cli/sentences.ts', () => dataDir);
  const flags = [
    '--language',
    'Hindi',
    '--domain',
    'education',
    '--source',
    'Test book',
    '--licence',
    'CC0-1.0',
  ];

  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'dhvani-sentences-cli-'));
    file = path.join(dataDir, 'hindi.txt');
    await fs.writeFile(file, [...GOOD_HINDI, 'मेरे पास 5 किताबें हैं।', GOOD_HINDI[0]].join('\r\n'));
  });
  afterAll(async () => fs.rm(dataDir, { recursive: true, force: true }));

  it('lists its flags with --help, and refuses what it cannot run with, saying why', async () => {
    const help = await cli(['--help']);
    for (const flag of ['import', '--language', '--domain', '--source', '--licence', '--dry-run', '--review'])
      expect(help.stdout).toContain(flag);
    const noLanguage = await failureOf(['import', '--source', 's', '--licence', 'l', file]);
    expect(noLanguage.code).toBe(2);
    expect(noLanguage.stderr).toContain('--language: language is required');
    const noDomain = await failureOf([
      'import',
      '--language',
      'Hindi',
      '--source',
      's',
      '--licence',
      'l',
      file,
    ]);
    expect(noDomain.code).toBe(1);
    expect(noDomain.stderr).toContain('choose the domain');
  }, 120_000);

  it('dry-runs, imports, and adds nothing the second time', async () => {
    const dry = await cli(['import', ...flags, '--dry-run', file]);
    expect(dry.stdout).toContain('6 lines read: 4 accepted.');
    expect(dry.stdout).toContain('rejected 1: it contains digits (write numbers as words) (digits)');
    expect(dry.stdout).toContain('rejected 1: the same sentence is already there (duplicate)');
    expect(dry.stdout).toContain('line 6: ');
    expect(dry.stdout).toContain('Dry run: nothing was added.');

    const first = await cli(['import', ...flags, file]);
    expect(first.stdout).toContain('4 sentences added to Hindi, validated.');
    const again = await cli(['import', ...flags, file]);
    expect(again.stdout).toContain('0 sentences added to Hindi, validated.');

    const database = await openDatabase({ databaseUrl: null, dataDir });
    try {
      const rows = rowsOf<{ n: number; domain: string; source: string }>(
        await database.db.execute(
          sql`SELECT count(*)::int AS n, domain, source FROM sentences WHERE origin = 'import' GROUP BY 2, 3`,
        ),
      );
      expect(rows).toEqual([{ n: 4, domain: 'education', source: 'Test book' }]);
    } finally {
      await database.close();
    }
  }, 240_000);
});
