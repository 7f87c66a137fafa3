// A throw-away PostgreSQL server that a test may stop and start again (the outage fault), separate from the
// one `npm run test:pg` provides: initdb into a temp folder, loopback only, a free port, trust auth. Like
// scripts/with-postgres.mjs, every PostgreSQL command runs as the 'postgres' user when we are root, because
// initdb refuses to run as root.
import { spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../../../../scripts/free-port.mjs';

const asRoot = process.getuid?.() === 0;

function pgBin(name: string): string {
  const which = spawnSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' });
  if (which.status === 0 && which.stdout.trim()) return which.stdout.trim();
  const base = '/usr/lib/postgresql';
  const majors = existsSync(base) ? readdirSync(base).sort((a, b) => Number(b) - Number(a)) : [];
  for (const major of majors) {
    const candidate = path.join(base, major, 'bin', name);
    if (existsSync(candidate)) return candidate;
  }
  throw new Error(`'${name}' not found; install PostgreSQL (apt-get install -y postgresql)`);
}

function runPg(name: string, args: string[], cwd: string) {
  const bin = pgBin(name);
  const [cmd, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, args];
  const r = spawnSync(cmd, argv as string[], { cwd, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`${name} ${args.at(-1)} failed: ${r.stdout}${r.stderr}`);
}

function idOf(flag: '-u' | '-g'): number {
  return Number(spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout.trim());
}

export interface PrivatePostgres {
  url: string;
  stop(): void;
  start(): void;
  remove(): void;
}

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'dhvani-fault-pg-'));
  const data = path.join(dir, 'data');
  mkdirSync(data, { mode: 0o700 });
  if (asRoot) {
    chownSync(dir, idOf('-u'), idOf('-g'));
    chownSync(data, idOf('-u'), idOf('-g'));
  }
  // prettier-ignore
  runPg('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--no-locale', '--no-sync'], dir);
  const port = await freePort();
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off`;
  const log = path.join(dir, 'server.log');
  let running = false;
  const pg = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start() {
      runPg('pg_ctl', ['-D', data, '-o', options, '-l', log, '-w', '-t', '60', 'start'], dir);
      running = true;
    },
    stop() {
      runPg('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop'], dir);
      running = false;
    },
    remove() {
      if (running) pg.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
  pg.start();
  return pg;
}
