// The whole several-machines topology on one machine, on loopback (issue 34): a private PostgreSQL, a private
// redis-server, the S3 emulator the tests use, N API processes (real processes, each with its own DATA_DIR)
// and HAProxy round-robin without stickiness in front, as deploy/haproxy.cfg configures it. stop() ends and
// removes everything it started.
//
// The balancer connects to the API processes from its own address, 127.0.0.2, and only that address is trusted
// (TRUST_PROXY), as on separate machines: clients come from 127.0.0.1. With the balancer on the clients' own
// address, proxy-addr walks past every trusted hop, so a client's forged X-Forwarded-For entry became its
// address and the sign-in limit let 25 of 25 through, with the counters in PostgreSQL as well as in Redis.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../../scripts/free-port.mjs';
import { startPrivatePostgres } from '../test/faults/support/private-postgres.js';
import { createServerHome, startServer, type ServerProcess } from '../test/faults/support/server-process.js';
import { S3RVER_ENV } from '../test/support/s3-server.js';

export const CLUSTER_BUCKET = 'cluster-audio';
/** The address HAProxy connects to the API processes from; clients use 127.0.0.1. */
export const BALANCER_SOURCE = '127.0.0.2';

async function waitFor(what: string, probe: () => Promise<boolean>, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await probe().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`cluster: ${what} did not come up within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** The S3 emulator as a child process (s3-process.ts); `stop` ends it and removes its objects. */
async function startS3Process() {
  const child = spawn(
    process.execPath,
    [
      '--conditions=source',
      '--import',
      'tsx',
      path.join(import.meta.dirname, 's3-process.ts'),
      CLUSTER_BUCKET,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const endpoint = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('\n')) resolve(out.trim());
    });
    child.once('exit', (code) => reject(new Error(`cluster: the S3 emulator exited (${code})`)));
  });
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
  };
  return { endpoint, stop };
}

/** True when redis-server on `port` answers PING. */
function redisAnswers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write('PING\r\n'));
    socket.setTimeout(1_000, () => socket.destroy());
    socket.once('data', (reply) => {
      resolve(reply.toString().startsWith('+PONG'));
      socket.destroy();
    });
    socket.once('close', () => resolve(false));
    socket.once('error', () => resolve(false));
  });
}

function haproxyConfig(port: number, firstOnlyPort: number, servers: { name: string; port: number }[]) {
  return `global
    maxconn 2048
defaults
    mode http
    timeout connect 5s
    timeout client 190s
    timeout server 190s
    option forwardfor
    retries 2
    option redispatch
frontend dhvani
    bind 127.0.0.1:${port}
    default_backend api
backend api
    balance roundrobin
    source ${BALANCER_SOURCE}
    option httpchk GET /api/v1/health/ready
    http-check expect status 200
    default-server inter 1s fall 2 rise 1
    http-response set-header X-Served-By %s
${servers.map((s) => `    server ${s.name} 127.0.0.1:${s.port} check`).join('\n')}
frontend first-only
    bind 127.0.0.1:${firstOnlyPort}
    default_backend first
backend first
    source ${BALANCER_SOURCE}
    server ${servers[0]!.name} 127.0.0.1:${servers[0]!.port}
`;
}

export interface Cluster {
  /** The balancer's address: what clients use. */
  url: string;
  /** The same balancer in front of the first API process alone (the bench's one-process side). */
  firstOnlyUrl: string;
  /** The shared per-IP counters. */
  redisUrl: string;
  api: ServerProcess[];
  stop(): Promise<void>;
}

export async function startCluster(opts: { apiProcesses?: number; env?: Record<string, string> } = {}) {
  const stops: Array<() => Promise<void> | void> = [];
  const children: ChildProcess[] = [];
  const stop = async () => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
    for (const fn of stops.reverse()) await fn();
  };
  try {
    const pg = await startPrivatePostgres();
    stops.push(() => pg.remove());
    const redisPort = await freePort();
    const redis = spawn(
      'redis-server',
      ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: 'ignore' },
    );
    children.push(redis);
    const redisUrl = `redis://127.0.0.1:${redisPort}`;
    await waitFor('redis-server', () => redisAnswers(redisPort));
    const s3 = await startS3Process();
    stops.push(s3.stop);
    const home = await createServerHome(pg.url);
    stops.push(() => home.remove());
    const env = {
      ...S3RVER_ENV,
      STORAGE: 's3',
      S3_BUCKET: CLUSTER_BUCKET,
      S3_ENDPOINT: s3.endpoint,
      S3_REGION: 'us-east-1',
      REDIS_URL: redisUrl,
      TRUST_PROXY: BALANCER_SOURCE,
      JOB_CONCURRENCY: '2',
      ...opts.env,
    };
    const api: ServerProcess[] = [];
    const count = opts.apiProcesses ?? 2;
    // Started together, as a deployment starts them.
    const started = await Promise.all(
      Array.from({ length: count }, async () => {
        const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'dhvani-cluster-'));
        stops.push(() => fs.rm(dataDir, { recursive: true, force: true }));
        return startServer({ ...home, dataDir }, 120_000, env);
      }),
    );
    api.push(...started);
    stops.push(async () => {
      for (const p of api) p.kill('SIGKILL');
      await Promise.all(api.map((p) => p.exited));
    });
    const port = await freePort();
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'dhvani-haproxy-'));
    stops.push(() => fs.rm(dir, { recursive: true, force: true }));
    const cfg = path.join(dir, 'haproxy.cfg');
    const servers = api.map((p, i) => ({ name: `api${i + 1}`, port: Number(new URL(p.url).port) }));
    const firstOnlyPort = await freePort();
    await fs.writeFile(cfg, haproxyConfig(port, firstOnlyPort, servers));
    const haproxyBin = (await fs.stat('/usr/sbin/haproxy').catch(() => null))
      ? '/usr/sbin/haproxy'
      : 'haproxy';
    const balancer = spawn(haproxyBin, ['-db', '-f', cfg], { stdio: 'ignore' });
    children.push(balancer);
    const url = `http://127.0.0.1:${port}`;
    // Every process in rotation: consecutive answers come from each one.
    await waitFor('the balancer', async () => {
      const seen = new Set<string>();
      for (let i = 0; i < count * 2; i++) {
        const res = await fetch(`${url}/api/v1/health/ready`);
        if (res.status !== 200) return false;
        seen.add(res.headers.get('x-served-by') ?? '');
      }
      return seen.size === count;
    });
    return { url, firstOnlyUrl: `http://127.0.0.1:${firstOnlyPort}`, redisUrl, api, stop } satisfies Cluster;
  } catch (err) {
    await stop();
    throw err;
  }
}
