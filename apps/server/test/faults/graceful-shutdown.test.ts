// Fault: SIGTERM while 10 uploads are in flight. Each upload either completes (201) or is refused with an
// error envelope — never a dropped connection — the process exits cleanly, and nothing is half-written:
// the rows are exactly the uploads that answered 201, each with its file, and staging is empty.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../src/db/migrate.js';
import { makeWav, multipart, uploadParts } from '../support/recordings.js';
import {
  adminReadyToUpload,
  audioDir,
  filesUnder,
  stagingDir,
  startUpload,
  waitForStaged,
  waitUntilRefusing,
} from './support/http-client.js';
import { ledgerProblems } from '../support/ledger-invariant.js';
import { serversOfEachTest } from './support/server-process.js';

describe('graceful shutdown', () => {
  const processes = serversOfEachTest();

  it('SIGTERM during 10 in-flight uploads: each completes or is refused cleanly', async () => {
    const home = await processes.home();
    const server = await processes.start(home);
    const token = await adminReadyToUpload(server.url);
    const bodies = Array.from({ length: 10 }, (_, i) =>
      multipart(uploadParts({ wav: makeWav(20 + i), paragraph: `Shutdown clip ${i}` })),
    );
    const uploads = bodies.map((b) =>
      startUpload(server.url, token, b, Math.floor(b.payload.length / 2), randomUUID()),
    );
    await waitForStaged(home.dataDir, 10, 100_000);

    server.kill('SIGTERM');
    // A request that arrives after the signal is refused: the port is closed, or 503 while closing.
    expect([503, 'ECONNREFUSED', 'ECONNRESET']).toContain(await waitUntilRefusing(server.url));
    for (const u of uploads) u.finish();
    const results = await Promise.all(uploads.map((u) => u.result));
    expect((await server.exited).code).toBe(0);

    const created: string[] = [];
    for (const r of results) {
      expect(r).toHaveProperty('status');
      if (!('status' in r)) continue;
      if (r.status === 201) created.push((r.body?.data as { _id: string })._id);
      else
        expect(r.body).toMatchObject({ statusCode: r.status, success: false, message: expect.any(String) });
    }
    expect(await filesUnder(stagingDir(home.dataDir))).toEqual([]);
    expect(await filesUnder(audioDir(home.dataDir))).toHaveLength(created.length);
    const database = await home.open();
    try {
      const rows = rowsOf<{ id: string }>(await database.db.execute(sql`SELECT id FROM recordings`));
      expect(rows.map((r) => r.id).sort()).toEqual([...created].sort());
      expect(await ledgerProblems(database.db)).toEqual([]);
    } finally {
      await database.close();
    }
  }, 240_000);
});
