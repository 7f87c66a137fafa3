// `npm run release` (issue 22): the same layout as the admin's archive, written to a folder, from the
// configured DATA_DIR. A child process through tsx on an on-disk PGlite, seeded here directly.
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSENT_NOTICE_VERSION } from '@dhvani/contract/consents';
import { makeWav } from '../../test/support/recordings.js';
import { cliScript } from '../../test/support/cli.js';
import { openDatabase } from '../db/database.js';
import { migrate } from '../db/migrate.js';
import { consents, recordings, users } from '../db/schema/index.js';
import { storageKeyFor } from '../modules/recordings/repository.js';

const run = promisify(execFile);
const serverDir = path.resolve(import.meta.dirname, '../..');
const READER = path.resolve(serverDir, '../../scripts/read-release.py');

describe('npm run release', () => {
  let dataDir: string;
  const { cli, failureOf } = cliScript('src/cli/release.ts', () => dataDir);

  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'dhvani-release-cli-'));
    const database = await openDatabase({ databaseUrl: null, dataDir });
    try {
      await migrate(database);
      const now = new Date();
      for (let i = 0; i < 3; i++) {
        const userId = randomUUID();
        await database.db.insert(users).values({
          id: userId,
          name: `Speaker ${i}`,
          email: `speaker${i}@example.test`,
          passwordHash: 'x',
          gender: 'male',
          dob: '1990-01-01',
        });
        await database.db.insert(consents).values({
          userId,
          version: CONSENT_NOTICE_VERSION,
          dataUsage: true,
          recording: true,
          terms: true,
          givenAt: now,
        });
        const id = randomUUID();
        const wav = makeWav(2 + i);
        const key = storageKeyFor(id);
        await fs.mkdir(path.dirname(path.join(dataDir, 'audio', key)), { recursive: true });
        await fs.writeFile(path.join(dataDir, 'audio', key), wav);
        await database.db.insert(recordings).values({
          id,
          userId,
          language: 'Hindi',
          domain: 'education',
          recordedVia: 'web',
          durationSeconds: 2 + i,
          sizeBytes: wav.length,
          storageKey: key,
          transcript: 'नमस्ते, आप कैसे हैं?',
          quality: 'good',
          payloadHash: randomUUID(),
          createdAt: now,
        });
      }
    } finally {
      await database.close();
    }
  }, 120_000);
  afterAll(async () => fs.rm(dataDir, { recursive: true, force: true }));

  it('lists its flags with --help, and refuses an unknown value listing the allowed ones', async () => {
    const help = await cli(['--help']);
    for (const flag of [
      '--language',
      '--domain',
      '--min-quality',
      '--review-status',
      '--from',
      '--to',
      '--out',
    ])
      expect(help.stdout).toContain(flag);
    const bad = await failureOf(['--language', 'Klingon', '--out', dataDir]);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('language must be one of: English, Hindi');
  }, 120_000);

  it('writes a release folder an independent reader loads, or says why there is nothing to write', async () => {
    const out = path.join(dataDir, 'out');
    const { stdout } = await cli(['--language', 'Hindi', '--min-quality', 'good', '--out', out]);
    expect(stdout).toMatch(/^3 clips, 0\.003 hours, 3 speakers written to /);
    const [name] = await fs.readdir(out);
    const read = await run('/usr/bin/python3', [READER, path.join(out, name!)]);
    expect(JSON.parse(read.stdout)).toMatchObject({ languages: { Hindi: { clips: 3 } }, speakers: 3 });

    const empty = await failureOf(['--language', 'Tamil', '--out', out]);
    expect(empty.code).toBe(1);
    expect(empty.stderr).toContain('No clip matches these filters');
    expect(await fs.readdir(out)).toEqual([name]);
  }, 120_000);
});
