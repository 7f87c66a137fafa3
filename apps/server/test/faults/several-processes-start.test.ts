// Fault (issue 34): API processes started together on one empty PostgreSQL database, as a deployment starts
// them. Before, both ensured the start-up admin at once and one crashed on users_email_unique. A process that
// cannot work beside the others — another JWT_SECRET (its sessions fail on the others), another local DATA_DIR
// (its audio is missing on the others) — is refused at start, saying why.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ADMIN, serversOfEachTest, startServerToExit } from './support/server-process.js';
import { startPrivatePostgres, type PrivatePostgres } from './support/private-postgres.js';

async function signIn(base: string) {
  const res = await fetch(`${base}/api/v1/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  return {
    status: res.status,
    token: ((await res.json()) as { data?: { accessToken?: string } }).data?.accessToken,
  };
}

describe('several API processes starting on one database', () => {
  let pg: PrivatePostgres | null = null;
  afterEach(() => {
    pg?.remove();
    pg = null;
  });
  const processes = serversOfEachTest();

  it('start together with the admin account, and one that disagrees with them is refused with the reason', async () => {
    if (!process.env.DATABASE_URL) pg = await startPrivatePostgres();
    const home = await processes.home(process.env.DATABASE_URL ?? pg!.url);
    const [a, b] = await Promise.all([processes.start(home), processes.start(home)]);
    // One admin, usable on both: a session made on one process is good on the other.
    const session = await signIn(a.url);
    expect(session.status).toBe(200);
    const current = await fetch(`${b.url}/api/v1/users/current`, {
      headers: { authorization: `Bearer ${session.token}` },
    });
    expect(current.status).toBe(200);

    const otherKey = await startServerToExit(home, 90_000, {
      JWT_SECRET: 'another-secret-another-secret-another-0123',
    });
    expect(otherKey).toMatchObject({ started: false, code: 1 });
    expect(otherKey.output).toContain('JWT_SECRET differs from the one of the API process');

    const elsewhere = await fs.mkdtemp(path.join(os.tmpdir(), 'dhvani-fault-other-'));
    try {
      const otherDisk = await startServerToExit({ ...home, dataDir: elsewhere });
      expect(otherDisk).toMatchObject({ started: false, code: 1 });
      expect(otherDisk.output).toContain('audio storage differs');
    } finally {
      await fs.rm(elsewhere, { recursive: true, force: true });
    }
  }, 300_000);
});
