// Fault: the disk under DATA_DIR fills up (issue 17 §2). A write that cannot be saved is answered 507 with a
// message a person can act on — never a bare 500 or the SQL behind it — and changes nothing; what was saved
// before stays readable; /health reports storage 'full' with a non-ok status; and once space is freed the
// server recovers by itself, without a restart. The filesystem is a real small tmpfs where this process may
// mount one, else the same scenario with "full" simulated in the server process (support/small-disk.ts).
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { OUT_OF_SPACE_MESSAGE } from '../../src/lib/out-of-space.js';
import { makeWav, multipart, uploadParts } from '../support/recordings.js';
import { adminReadyToUpload, call, filesUnder, stagingDir, startUpload } from './support/http-client.js';
import {
  createServerHome,
  startServer,
  type ServerHome,
  type ServerProcess,
} from './support/server-process.js';
import { smallDisk, type SmallDisk } from './support/small-disk.js';

describe('disk full under DATA_DIR', () => {
  let disk: SmallDisk | null = null;
  let home: ServerHome | null = null;
  let server: ServerProcess | null = null;
  afterEach(async () => {
    server?.kill('SIGKILL');
    await server?.exited;
    await disk?.remove();
    await home?.remove();
    server = home = disk = null;
  });

  async function upload(url: string, token: string, seconds: number) {
    const body = multipart(uploadParts({ wav: makeWav(seconds) }));
    const answer = await startUpload(url, token, body, body.payload.length).result;
    if ('error' in answer) throw new Error(`upload failed on the socket: ${answer.error}`);
    return answer;
  }
  const ids = async (url: string, token: string) =>
    ((await call(url, 'GET', '/users/recordings', token)).body?.data as Array<{ _id: string }>).map(
      (r) => r._id,
    );
  const contact = (url: string) =>
    call(url, 'POST', '/contact', undefined, {
      name: 'Asha',
      email: 'asha@example.org',
      subject: 'Hello',
      message: 'A message that needs a new page of the table.',
    });

  it('answers 507, keeps what was saved, reports it in /health and recovers once space is freed', async () => {
    // A fresh server's DATA_DIR holds about 40 MB (mostly the embedded database).
    disk = await smallDisk(96);
    home = await createServerHome(undefined, {
      dataDir: path.join(disk.dir, 'data'),
      nodeArgs: disk.nodeArgs,
    });
    server = await startServer(home);
    const { url } = server;
    const token = await adminReadyToUpload(url);
    const saved = await upload(url, token, 2);
    expect(saved.status).toBe(201);
    const savedId = (saved.body?.data as { _id: string })._id;

    await disk.fill();
    const refused = await upload(url, token, 3);
    expect(refused.status).toBe(507);
    expect(refused.body).toEqual({
      statusCode: 507,
      message: OUT_OF_SPACE_MESSAGE,
      success: false,
      code: 'storage_full',
    });
    expect(await filesUnder(stagingDir(home.dataDir))).toEqual([]);

    // A plain database write: on the embedded database its table file cannot grow either. It must fail the
    // same way, not with the query and its parameters (this server runs outside production).
    const message = await contact(url);
    if (disk.real && !home.databaseUrl) {
      expect(message.status).toBe(507);
      expect(message.body?.message).toBe(OUT_OF_SPACE_MESSAGE);
    } else {
      expect(message.status).toBe(201);
    }

    const health = await call(url, 'GET', '/health');
    expect(health.status).toBe(503);
    expect(health.body).toMatchObject({
      success: false,
      data: { status: 'degraded', db: 'ok', storage: 'full' },
      message: expect.stringMatching(/storage is full/),
    });
    expect(await ids(url, token)).toEqual([savedId]);

    await disk.free();
    const healed = await call(url, 'GET', '/health');
    expect(healed.status).toBe(200);
    expect(healed.body?.data).toEqual({
      status: 'ok',
      db: 'ok',
      storage: 'ok',
      readCheck: 'on',
      transcriber: 'off',
    });
    const again = await upload(url, token, 3);
    expect(again.status).toBe(201);
    expect((await contact(url)).status).toBe(201);
    expect(await ids(url, token)).toEqual([(again.body?.data as { _id: string })._id, savedId]);
  }, 240_000);
});
