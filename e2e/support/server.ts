// Starts the real built server (apps/server/dist/main.js) on a free port with a temporary DATA_DIR,
// the way an operator would run it, and stops it again. Used by e2e/global-setup.ts.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_ENTRY as SERVER_ENTRY_PATH, serverProcess } from '../../scripts/server-process.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const SERVER_ENTRY = join(root, SERVER_ENTRY_PATH);
// The flags and malloc settings `npm start` uses, so the browser tests run the process operators run.
const launch = serverProcess(root, {});
const WEB_INDEX = join(root, 'apps', 'web', 'dist', 'index.html');
export const SERVER_LOG = join(root, 'e2e', '.artifacts', 'server.log');

const START_TIMEOUT_MS = 120_000;

/** The admin account the server ensures at start (ADMIN_EMAIL/ADMIN_PASSWORD), for tests of admin pages. */
export const E2E_ADMIN = { email: 'admin@e2e.example.test', password: 'e2e-admin-pass-1' } as const;
/**
 * A second admin who reads the app in Hindi. A signed-in user's profile language wins over the page's
 * (i18n/profile-language-sync.tsx), so one shared admin read in two languages by specs running side by side
 * would switch under one of them; each admin's language is set once, at start (setProfileLanguages).
 */
export const E2E_HINDI_ADMIN = { email: 'admin-hi@e2e.example.test', password: 'e2e-admin-pass-2' } as const;
const ADMIN_LANGUAGES = [
  [E2E_ADMIN, 'en'],
  [E2E_HINDI_ADMIN, 'hi'],
] as const;
const CREATE_ADMIN = join(root, 'apps', 'server', 'dist', 'cli', 'create-admin.js');
const STOP_TIMEOUT_MS = 20_000;

export interface RunningServer {
  baseURL: string;
  stop: () => Promise<void>;
}

function logTail(): string {
  if (!existsSync(SERVER_LOG)) return '(no server log)';
  return readFileSync(SERVER_LOG, 'utf8').split('\n').slice(-40).join('\n');
}

export function assertBuilt(): void {
  const missing = [SERVER_ENTRY, WEB_INDEX].filter((file) => !existsSync(file));
  if (missing.length > 0) {
    throw new Error(
      `e2e needs the production build, missing: ${missing.join(', ')}\n` +
        'Run `npm run build` first (`npm test` builds before it runs the browser tests).',
    );
  }
}

async function waitForHealth(baseURL: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`the server exited (${child.exitCode ?? child.signalCode}) before it was healthy`);
    }
    try {
      const response = await fetch(`${baseURL}/api/v1/health`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the server was not healthy within ${START_TIMEOUT_MS / 1000} s`);
}

async function setProfileLanguages(baseURL: string): Promise<void> {
  for (const [admin, language] of ADMIN_LANGUAGES) {
    const login = await fetch(`${baseURL}/api/v1/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(admin),
    });
    if (!login.ok) throw new Error(`signing in ${admin.email} answered ${login.status}`);
    const { accessToken } = ((await login.json()) as { data: { accessToken: string } }).data;
    const saved = await fetch(`${baseURL}/api/v1/users/language`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` },
      body: JSON.stringify({ language }),
    });
    if (!saved.ok) throw new Error(`saving ${admin.email}'s language answered ${saved.status}`);
  }
}

function waitForExit(child: ChildProcess, ms: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true);
  return new Promise((done) => {
    const timer = setTimeout(() => done(false), ms);
    child.once('exit', () => {
      clearTimeout(timer);
      done(true);
    });
  });
}

export async function startServer(baseURL: string): Promise<RunningServer> {
  assertBuilt();
  const { hostname, port } = new URL(baseURL);
  const dataDir = mkdtempSync(join(tmpdir(), 'dhvani-e2e-'));
  mkdirSync(dirname(SERVER_LOG), { recursive: true });
  const log = createWriteStream(SERVER_LOG);
  // The operator's own way to add an admin, before the server holds the data directory.
  execFileSync(
    process.execPath,
    [CREATE_ADMIN, '--email', E2E_HINDI_ADMIN.email, '--password', E2E_HINDI_ADMIN.password],
    { cwd: root, env: { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'test' } },
  );

  const child = spawn(process.execPath, launch.args, {
    cwd: root,
    env: {
      ...launch.env,
      ...process.env,
      PORT: port,
      HOST: hostname,
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      // Every spec signs up and in from 127.0.0.1; per-IP limits are for real networks.
      IP_RATE_LIMIT_SCALE: '20',
      // Signing in by OTP right after registering must not wait out the real 30 s between two codes to
      // one number: the tests wait on state, never on the clock (the server refuses this in production).
      CODE_RESEND_SECONDS: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);

  const stop = async (): Promise<void> => {
    child.kill('SIGTERM');
    // SIGTERM lets in-flight requests finish and closes the database; do not wait forever.
    if (!(await waitForExit(child, STOP_TIMEOUT_MS))) {
      console.error(`e2e: the server ignored SIGTERM for ${STOP_TIMEOUT_MS / 1000} s, killing it`);
      child.kill('SIGKILL');
      await waitForExit(child, 5_000);
    }
    log.end();
    rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    await waitForHealth(baseURL, child);
    await setProfileLanguages(baseURL);
  } catch (error) {
    await stop();
    throw new Error(`e2e: ${(error as Error).message}. Server log (${SERVER_LOG}):\n${logTail()}`);
  }
  return { baseURL, stop };
}
