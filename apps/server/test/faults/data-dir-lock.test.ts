// Fault: two servers started on one DATA_DIR (issue 17 §2). With embedded PGlite the second must refuse to
// start, naming the folder and the process that holds it, instead of running a second copy of the database
// over the same files. A kill -9 of the holder leaves a stale lock that must not block the next start, and
// the data written before the crash is all there. (On PostgreSQL there is no lock: one database server
// serves any number of API processes.)
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { LOCK_FILE } from '../../src/db/data-dir-lock.js';
import { makeWav, multipart, uploadParts } from '../support/recordings.js';
import { adminReadyToUpload, call, startUpload } from './support/http-client.js';
import {
  createServerHome,
  startServer,
  startServerToExit,
  type ServerHome,
  type ServerProcess,
} from './support/server-process.js';

describe('two servers on one DATA_DIR', () => {
  let home: ServerHome | null = null;
  const servers: ServerProcess[] = [];
  afterEach(async () => {
    for (const server of servers.splice(0)) {
      server.kill('SIGKILL');
      await server.exited;
    }
    await home?.remove();
    home = null;
  });

  async function recordingIds(url: string, token: string) {
    const list = await call(url, 'GET', '/users/recordings', token);
    return (list.body?.data as Array<{ _id: string }>).map((r) => r._id);
  }

  async function audio(url: string, token: string, id: string) {
    const res = await fetch(`${url}/api/v1/recordings/${id}/audio`, {
      headers: { authorization: `Bearer ${token}` },
    });
    return { status: res.status, bytes: Buffer.from(await res.arrayBuffer()) };
  }

  it('refuses a second server while the first runs; after a kill -9 the next start keeps all data', async () => {
    home = await createServerHome();
    const first = await startServer(home);
    servers.push(first);
    const token = await adminReadyToUpload(first.url);
    const wav = makeWav(2);
    const body = multipart(uploadParts({ wav }));
    const uploaded = await startUpload(first.url, token, body, body.payload.length).result;
    expect(uploaded).toMatchObject({ status: 201 });
    const id = ((uploaded as { body: { data: { _id: string } } }).body.data as { _id: string })._id;

    if (home.databaseUrl) {
      const second = await startServer(home);
      servers.push(second);
      expect(await recordingIds(second.url, token)).toEqual([id]);
      return;
    }

    const refused = await startServerToExit(home);
    expect(refused.started).toBe(false);
    expect(refused.code).not.toBe(0);
    expect(refused.output).toContain(`DATA_DIR ${home.dataDir} is already in use`);
    expect(refused.output).toContain(`process ${first.pid}`);
    expect(refused.output).not.toMatch(/\n\s+at /); // a message for a person, not a stack trace
    // The first server was not disturbed.
    expect(await recordingIds(first.url, token)).toEqual([id]);

    first.kill('SIGKILL');
    await first.exited;
    await expect(fs.stat(path.join(home.dataDir, LOCK_FILE))).resolves.toBeTruthy();

    const restarted = await startServer(home);
    servers.push(restarted);
    expect(await recordingIds(restarted.url, token)).toEqual([id]);
    const played = await audio(restarted.url, token, id);
    expect(played.status).toBe(200);
    expect(played.bytes.equals(wav)).toBe(true);
  }, 240_000);
});
