import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/database.js';
import { createTestApp, type TestApp } from '../../../test/support/test-app.js';
import { bearer, randomIp, registerUser, signIn, signInByPhone } from '../../../test/support/accounts.js';
import { findUserByEmail } from '../auth/users-repository.js';
import { AdminBootstrapError, ensureAdmin } from './ensure-admin.js';

const run = promisify(execFile);
const serverDir = path.resolve(import.meta.dirname, '../../..');

describe('admin bootstrap from the environment', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      ADMIN_EMAIL: 'Admin@Example.test',
      ADMIN_PASSWORD: 'admin-pass-1',
      ADMIN_PHONE: '9123456780',
    });
  });
  afterAll(() => t.close());

  it('creates the admin at start, who can sign in by e-mail or phone', async () => {
    const session = await signIn(t.app, 'admin@example.test', 'admin-pass-1');
    expect(session.user).toMatchObject({ role: 'admin', email: 'admin@example.test', phoneNo: '9123456780' });
    const byPhone = await signInByPhone(t.app, '9123456780');
    expect(byPhone.user.role).toBe('admin');
    const current = await t.app.inject({
      method: 'GET',
      url: '/api/v1/users/current',
      headers: bearer(byPhone.accessToken),
    });
    expect(current.json().data.role).toBe('admin');
  });

  it('is idempotent, promotes an existing account and keeps its password unless asked', async () => {
    const now = t.clock.now();
    const admin = { email: 'admin@example.test', password: 'admin-pass-1', phone: '9123456780' };
    expect(
      await ensureAdmin(t.app.db, admin, { now, resetPassword: false, hashPassword: t.app.passwords.hash }),
    ).toBe('unchanged');

    const person = await registerUser(t.app);
    const input = { email: person.email, password: 'operator-pass', phone: null };
    expect(
      await ensureAdmin(t.app.db, input, { now, resetPassword: false, hashPassword: t.app.passwords.hash }),
    ).toBe('promoted');
    expect((await findUserByEmail(t.app.db, person.email))?.role).toBe('admin');
    // Tokens issued with the old role stop working.
    const stale = await t.app.inject({
      method: 'GET',
      url: '/api/v1/users/current',
      headers: bearer(person.accessToken),
    });
    expect(stale.statusCode).toBe(401);
    expect((await signIn(t.app, person.email, person.password)).user.role).toBe('admin');

    expect(
      await ensureAdmin(t.app.db, input, { now, resetPassword: true, hashPassword: t.app.passwords.hash }),
    ).toBe('updated');
    expect((await signIn(t.app, person.email, 'operator-pass')).user.role).toBe('admin');
    const old = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/login',
      payload: { email: person.email, password: person.password },
      remoteAddress: randomIp(),
    });
    expect(old.statusCode).toBe(401);
  });

  it('refuses a phone number that belongs to another account', async () => {
    const person = await registerUser(t.app);
    await expect(
      ensureAdmin(
        t.app.db,
        { email: 'second-admin@example.test', password: 'x-pass-1', phone: person.phoneNo },
        { now: t.clock.now(), resetPassword: false, hashPassword: t.app.passwords.hash },
      ),
    ).rejects.toThrow(AdminBootstrapError);
  });
});

describe('npm run create-admin', () => {
  const cli = (args: string[], env: Record<string, string>) => {
    const { DATABASE_URL: _ignored, ...rest } = process.env;
    return run(
      process.execPath,
      ['--conditions=source', '--import', 'tsx', 'src/cli/create-admin.ts', ...args],
      {
        cwd: serverDir,
        env: { ...rest, NODE_ENV: 'test', ...env },
      },
    );
  };

  it('explains bad arguments with exit code 2', async () => {
    const failure = await cli(['--email', 'not-an-email'], {}).catch(
      (err: { code: number; stderr: string }) => err,
    );
    expect(failure).toMatchObject({ code: 2 });
    expect((failure as { stderr: string }).stderr).toContain('--email: Please enter a valid email address.');
    expect((failure as { stderr: string }).stderr).toContain('Usage: npm run create-admin');
  });

  // A child process that starts tsx and an on-disk PGlite: slow on a busy machine, so a generous ceiling.
  it('creates the admin in the configured database', { timeout: 120_000 }, async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'dhvani-cli-'));
    try {
      const { stdout } = await cli(
        ['--email', 'ops@example.test', '--password', 'ops-pass-1', '--phone', '9000000001'],
        {
          DATA_DIR: dataDir,
        },
      );
      expect(stdout).toContain('Admin ops@example.test: created.');
      const database = await openDatabase({ databaseUrl: null, dataDir });
      try {
        const admin = await findUserByEmail(database.db, 'ops@example.test');
        expect(admin).toMatchObject({ role: 'admin', phoneNo: '9000000001' });
      } finally {
        await database.close();
      }
    } finally {
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  });
});
