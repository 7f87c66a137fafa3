#!/usr/bin/env node
// Usage: node scripts/with-postgres.mjs <command> [args...]
//
// Starts a private, throw-away PostgreSQL server (initdb into a temp folder, loopback only, a free
// port, trust auth), runs the command with DATABASE_URL pointing at it, then stops the server and
// deletes the folder — also when the command fails or we get SIGINT/SIGTERM. Exits with the
// command's exit code. It never touches the system cluster.
import { spawn, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureSystemPackages } from './ensure-system-packages.mjs';
import { freePort } from './free-port.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const SIGNAL_CODES = { SIGINT: 2, SIGTERM: 15, SIGHUP: 1 };

function log(message) {
  console.error(`with-postgres: ${message}`);
}

// initdb and pg_ctl are usually in PATH; Debian keeps them in /usr/lib/postgresql/<major>/bin.
function pgBin(name) {
  const which = spawnSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' });
  if (which.status === 0 && which.stdout.trim()) return which.stdout.trim();
  const base = '/usr/lib/postgresql';
  const majors = existsSync(base) ? readdirSync(base).sort((a, b) => Number(b) - Number(a)) : [];
  for (const major of majors) {
    const candidate = join(base, major, 'bin', name);
    if (existsSync(candidate)) return candidate;
  }
  throw new Error(`'${name}' not found; install PostgreSQL: apt-get install -y postgresql`);
}

// initdb refuses to run as root, so as root every PostgreSQL command runs as the 'postgres' user.
const asRoot = process.getuid?.() === 0;
function pgCommand(bin, args) {
  return asRoot ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, args];
}

function runPg(bin, args, cwd) {
  const [cmd, argv] = pgCommand(bin, args);
  const result = spawnSync(cmd, argv, { cwd, encoding: 'utf8' });
  if (result.status !== 0) {
    const detail = `${result.stdout ?? ''}${result.stderr ?? ''}`.trim();
    throw new Error(`${bin} ${args[0] ?? ''} failed (exit ${result.status}):\n${detail}`);
  }
}

function idOf(flag, user) {
  const result = spawnSync('id', [flag, user], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`user '${user}' is missing; install the postgresql package`);
  return Number(result.stdout.trim());
}

function createCluster() {
  const dir = mkdtempSync(join(tmpdir(), 'dhvani-pg-'));
  const data = join(dir, 'data');
  mkdirSync(data, { mode: 0o700 });
  if (asRoot) {
    const uid = idOf('-u', 'postgres');
    const gid = idOf('-g', 'postgres');
    chownSync(dir, uid, gid);
    chownSync(data, uid, gid);
  }
  // prettier-ignore
  runPg(pgBin('initdb'), [
    '-D', data, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--no-locale', '--no-sync',
  ], dir);
  return { dir, data, log: join(dir, 'server.log') };
}

async function startServer(cluster) {
  const pgCtl = pgBin('pg_ctl');
  // The port may be taken between asking and binding; a couple of retries covers that race.
  for (let attempt = 1; ; attempt += 1) {
    const port = await freePort();
    // Durability settings are off: this database lives for one test run.
    const options = [
      `-p ${port}`,
      `-k ${cluster.dir}`,
      '-c listen_addresses=127.0.0.1',
      '-c fsync=off',
      '-c synchronous_commit=off',
      '-c full_page_writes=off',
    ].join(' ');
    try {
      runPg(
        pgCtl,
        ['-D', cluster.data, '-o', options, '-l', cluster.log, '-w', '-t', '60', 'start'],
        cluster.dir,
      );
      return port;
    } catch (error) {
      if (attempt >= 3) {
        const serverLog = existsSync(cluster.log) ? readFileSync(cluster.log, 'utf8').slice(-2000) : '';
        throw new Error(`${error.message}\n${serverLog}`);
      }
      log(`start on port ${port} failed, retrying`);
    }
  }
}

let cluster;
let started = false;
function cleanup() {
  if (!cluster) return;
  if (started) {
    const [cmd, argv] = pgCommand(pgBin('pg_ctl'), ['-D', cluster.data, '-m', 'fast', '-w', 'stop']);
    const stop = spawnSync(cmd, argv, { cwd: cluster.dir, encoding: 'utf8' });
    if (stop.status !== 0) log(`pg_ctl stop failed: ${stop.stderr ?? ''}`.trim());
    started = false;
  }
  rmSync(cluster.dir, { recursive: true, force: true });
  cluster = undefined;
}

async function main() {
  const [command, ...args] = process.argv.slice(2);
  if (!command) {
    console.error('usage: node scripts/with-postgres.mjs <command> [args...]');
    return 2;
  }

  let child;
  let stopSignal;
  for (const signal of Object.keys(SIGNAL_CODES)) {
    process.on(signal, () => {
      stopSignal = signal;
      // Pass the signal on and clean up once the command has exited; before then, clean up now.
      if (child && child.exitCode === null) child.kill(signal);
      else {
        cleanup();
        process.exit(128 + SIGNAL_CODES[signal]);
      }
    });
  }

  // A bare machine has no PostgreSQL: install Debian's package first (says so when it does).
  if (!ensureSystemPackages(['postgres'])) return 1;
  cluster = createCluster();
  const port = await startServer(cluster);
  started = true;
  const databaseUrl = `postgres://postgres@127.0.0.1:${port}/postgres`;
  log(`PostgreSQL ready at ${databaseUrl} (data in ${cluster.dir})`);

  const env = {
    ...process.env,
    DATABASE_URL: databaseUrl,
    PGHOST: '127.0.0.1',
    PGPORT: String(port),
    PGUSER: 'postgres',
    PGDATABASE: 'postgres',
    // Lets `node scripts/with-postgres.mjs vitest ...` work outside npm scripts too.
    PATH: [join(root, 'node_modules', '.bin'), process.env.PATH ?? ''].join(delimiter),
  };
  if (stopSignal) return 128 + SIGNAL_CODES[stopSignal];
  child = spawn(command, args, { stdio: 'inherit', env });
  return new Promise((resolveCode) => {
    child.once('error', (error) => {
      log(`cannot run '${command}': ${error.message}`);
      resolveCode(127);
    });
    child.once('exit', (code, signal) => {
      resolveCode(code ?? 128 + (SIGNAL_CODES[signal] ?? 1));
    });
  });
}

main()
  .then(
    (code) => {
      cleanup();
      process.exit(code);
    },
    (error) => {
      log(error instanceof Error ? error.message : String(error));
      cleanup();
      process.exit(1);
    },
  )
  .catch(() => process.exit(1));
