// The real server as a child process (src/main.ts through tsx, as `npm run dev` runs it) on a free loopback
// port, for the faults that need a process to die: SIGKILL mid-upload and SIGTERM with uploads in flight.
// Its database is embedded PGlite in its DATA_DIR, or, in the PostgreSQL leg (DATABASE_URL set), a database
// of its own on that server; either way the test can open it after the process has exited.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach } from 'vitest';
import { openDatabase, type Database } from '../../../src/db/database.js';
import { freePort } from '../../../../../scripts/free-port.mjs';

const repoRoot = path.resolve(import.meta.dirname, '../../../../..');
export const ADMIN = { email: 'fault-admin@example.test', password: 'fault-pass-1' };

/** Where one test's server keeps its state; survives restarts of the process. */
export interface ServerHome {
  dataDir: string;
  databaseUrl: string | null;
  /** Extra arguments for node before the entry, e.g. `--import` of a test-only module. */
  nodeArgs: string[];
  /** Opens the server's database (only while no server process runs, for PGlite). */
  open(): Promise<Database>;
  remove(): Promise<void>;
}

/**
 * `shared`: the PostgreSQL server to make the home's database on (embedded PGlite when there is none).
 * `dataDir`: a folder of the test's own (e.g. on a small filesystem), removed with the home.
 */
export async function createServerHome(
  shared = process.env.DATABASE_URL,
  opts: { dataDir?: string; nodeArgs?: string[] } = {},
): Promise<ServerHome> {
  const dataDir = opts.dataDir ?? (await fs.mkdtemp(path.join(os.tmpdir(), 'dhvani-fault-')));
  let databaseUrl: string | null = null;
  const name = `dhvani_fault_${process.pid}_${randomUUID().slice(0, 8)}`;
  if (shared) {
    const admin = await openDatabase({ databaseUrl: shared, dataDir: null });
    await admin.exec(`CREATE DATABASE ${name}`).finally(() => admin.close());
    const url = new URL(shared);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
  }
  return {
    dataDir,
    databaseUrl,
    nodeArgs: opts.nodeArgs ?? [],
    open: () => openDatabase({ databaseUrl, dataDir }),
    async remove() {
      await fs.rm(dataDir, { recursive: true, force: true });
      if (shared) {
        const admin = await openDatabase({ databaseUrl: shared, dataDir: null });
        await admin.exec(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).finally(() => admin.close());
      }
    },
  };
}

export interface ServerProcess {
  url: string;
  pid: number;
  /** Resolves when the process has exited. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  kill(signal: NodeJS.Signals): void;
  output(): string;
}

/** `env` adds to or overrides the server's environment (e.g. TRUST_PROXY). */
function spawnServer(home: ServerHome, port: number, env: Record<string, string> = {}) {
  const child = spawn(
    process.execPath,
    ['--conditions=source', '--import', 'tsx', ...home.nodeArgs, 'apps/server/src/main.ts'],
    {
      cwd: repoRoot,
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'test',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: home.dataDir,
        ...(home.databaseUrl ? { DATABASE_URL: home.databaseUrl } : {}),
        JWT_SECRET: 'fault-secret-fault-secret-fault-secret-0123',
        WEB_DIST_DIR: path.join(home.dataDir, 'no-web-build'),
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        LOG_LEVEL: 'warn',
        // Fault tests send bursts of uploads as one account; the limits have tests of their own.
        UPLOADS_PER_MINUTE: '1000',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let out = '';
  child.stdout.on('data', (c: Buffer) => (out += c.toString()));
  child.stderr.on('data', (c: Buffer) => (out += c.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return { child, exited, output: () => out };
}

/**
 * Starts a server that is expected to refuse to start. Resolves with its exit code and what it printed, or
 * with `started: true` (and the process killed) when it answers /health instead.
 */
export async function startServerToExit(
  home: ServerHome,
  timeoutMs = 90_000,
  env: Record<string, string> = {},
) {
  const port = await freePort();
  const { child, exited, output } = spawnServer(home, port, env);
  const deadline = Date.now() + timeoutMs;
  while (child.exitCode === null && !child.signalCode && Date.now() < deadline) {
    const answered = await fetch(`http://127.0.0.1:${port}/api/v1/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (answered) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  const started = child.exitCode === null && !child.signalCode;
  if (started) child.kill('SIGKILL');
  const { code } = await exited;
  return { started, code, output: output() };
}

export async function startServer(
  home: ServerHome,
  timeoutMs = 90_000,
  env: Record<string, string> = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const { child, exited, output } = spawnServer(home, port, env);
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null || child.signalCode) throw new Error(`server exited at start:\n${output()}`);
    const ok = await fetch(`${url}/api/v1/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not answer /api/v1/health within ${timeoutMs} ms:\n${output()}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return { url, pid: child.pid!, exited, kill: (signal) => child.kill(signal), output };
}

/**
 * Homes and server processes that are cleaned up after each test of the calling `describe`: every process
 * killed (if it still runs), every home removed.
 */
export function serversOfEachTest() {
  const homes: ServerHome[] = [];
  const servers: ServerProcess[] = [];
  afterEach(async () => {
    for (const s of servers.splice(0)) {
      s.kill('SIGKILL');
      await s.exited;
    }
    for (const h of homes.splice(0)) await h.remove();
  });
  return {
    async home(shared?: string): Promise<ServerHome> {
      const home = await createServerHome(shared);
      homes.push(home);
      return home;
    },
    async start(home: ServerHome, env: Record<string, string> = {}): Promise<ServerProcess> {
      const server = await startServer(home, undefined, env);
      servers.push(server);
      return server;
    },
  };
}
