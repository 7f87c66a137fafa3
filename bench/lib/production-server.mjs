// The server under test: the production build (apps/server/dist/main.js), started the way `npm start`
// starts it, in production mode, with its own DATA_DIR, an admin account to sign in with (so no delivery
// provider is needed), and never the caller's database or storage settings unless given here.
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serverProcess } from '../../scripts/server-process.mjs';
import { logPath, startNodeServer } from './processes.mjs';

export function benchAdmin() {
  return { email: 'bench-admin@example.test', password: randomBytes(12).toString('hex') };
}

/** `env`: settings of the caller's case (they win over the ones below). */
export function startProductionServer({
  root,
  dataDir,
  databaseUrl = null,
  admin,
  logDir,
  name = 'server',
  env = {},
}) {
  const { DATABASE_URL: _db, STORAGE: _storage, ...callerEnv } = process.env;
  // Started with the same flags and environment as `npm start` (scripts/server-process.mjs).
  const launch = serverProcess(root, callerEnv);
  return startNodeServer({
    args: launch.args,
    cwd: root,
    env: {
      ...launch.env,
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      // The benchmarks upload hundreds of clips as one account within minutes, and stream 50 at once as one
      // account (the server's memory is per upload, not per account).
      UPLOADS_PER_MINUTE: '1000000',
      UPLOADS_PER_DAY: '1000000',
      OPEN_UPLOADS_PER_ACCOUNT: '1000',
      ...env,
    },
    readyPath: '/api/v1/health',
    logFile: logPath(logDir, name),
  });
}

/**
 * A bench's own server in a fresh work folder: its DATA_DIR is `<work>/data`, its log in `<work>`, named after
 * the bench (`label`). The caller removes `work` when done.
 */
export async function startBenchServer(root, label) {
  const work = mkdtempSync(path.join(tmpdir(), `dhvani-${label}-`));
  const admin = benchAdmin();
  const server = await startProductionServer({
    root,
    dataDir: path.join(work, 'data'),
    admin,
    logDir: work,
    name: `${label}-server`,
  });
  return { work, admin, server };
}
