// Fault: the server is killed (SIGKILL) while a 120 s clip is being uploaded, then started again. Nothing
// half-written may remain — no row, no stored or staged file (the start-up sweep removes what the crash
// left) — and the client's retry with the same Idempotency-Key creates exactly one recording.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ensureAudioFixtures } from '../../../../scripts/make-audio-fixtures.mjs';
import { rowsOf } from '../../src/db/migrate.js';
import { multipart, uploadParts } from '../support/recordings.js';
import {
  adminReadyToUpload,
  audioDir,
  call,
  filesUnder,
  stagingDir,
  startUpload,
  waitForStaged,
} from './support/http-client.js';
import { ledgerProblems } from '../support/ledger-invariant.js';
import { serversOfEachTest } from './support/server-process.js';

describe('server killed mid-upload', () => {
  const processes = serversOfEachTest();

  it('leaves nothing half-written and the retry with the same key creates one recording', async () => {
    const home = await processes.home();
    let server = await processes.start(home);
    const token = await adminReadyToUpload(server.url);
    const wav = readFileSync(path.join(ensureAudioFixtures().dir, 'bench-120s.wav'));
    const body = multipart(uploadParts({ wav }));
    const key = randomUUID();

    const interrupted = startUpload(server.url, token, body, Math.floor(body.payload.length / 2), key);
    await waitForStaged(home.dataDir, 1, 1_000_000);
    server.kill('SIGKILL');
    await server.exited;
    expect(await interrupted.result).toHaveProperty('error');
    expect(await filesUnder(stagingDir(home.dataDir))).toHaveLength(1);
    // What a crash between moving a file into storage and committing its row would leave behind.
    const orphan = path.join(audioDir(home.dataDir), 'recordings', 'ab', `ab${randomUUID().slice(2)}.wav`);
    await fs.mkdir(path.dirname(orphan), { recursive: true });
    await fs.writeFile(orphan, wav.subarray(0, 4096));

    server = await processes.start(home);
    expect(await filesUnder(stagingDir(home.dataDir))).toEqual([]);
    expect(await filesUnder(audioDir(home.dataDir))).toEqual([]);
    expect((await call(server.url, 'GET', '/users/recordings', token)).body?.data).toEqual([]);

    const retries = [];
    for (let i = 0; i < 2; i++) {
      retries.push(await startUpload(server.url, token, body, body.payload.length, key).result);
    }
    const ids = retries.map((r) =>
      'status' in r && r.status === 201 ? (r.body?.data as { _id: string })._id : r,
    );
    expect(ids[0]).toEqual(expect.any(String));
    expect(ids[1]).toBe(ids[0]);
    const list = (await call(server.url, 'GET', '/users/recordings', token)).body?.data as { _id: string }[];
    expect(list.map((r) => r._id)).toEqual([ids[0]]);
    expect(await filesUnder(audioDir(home.dataDir))).toHaveLength(1);

    server.kill('SIGTERM');
    expect((await server.exited).code).toBe(0);
    const database = await home.open();
    try {
      const [counts] = rowsOf<{ recordings: number }>(
        await database.db.execute(sql`SELECT count(*)::int AS recordings FROM recordings`),
      );
      expect(counts?.recordings).toBe(1);
      expect(await ledgerProblems(database.db)).toEqual([]);
    } finally {
      await database.close();
    }
  }, 240_000);
});
