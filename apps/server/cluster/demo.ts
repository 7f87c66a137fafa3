// npm run cluster (issue 34): the topology of docs/deploy.md on this machine, for a demo or a look — a private
// PostgreSQL, redis-server, the S3 emulator, two API processes and HAProxy round-robin, all on loopback — kept
// up until Ctrl-C, then stopped and removed. The cluster test starts the same (start-cluster.ts).
import { ADMIN } from '../test/faults/support/server-process.js';
import { startCluster } from './start-cluster.js';

const cluster = await startCluster();
process.stdout.write(
  [
    `The cluster is up. Balancer: ${cluster.url} (round-robin over ${cluster.api.map((p) => p.url).join(', ')})`,
    `Admin: ${ADMIN.email} / ${ADMIN.password}; per-IP counters in ${cluster.redisUrl}`,
    `Try: curl -i ${cluster.url}/api/v1/health/ready (X-Served-By names the process). Ctrl-C stops and removes it.`,
    '',
  ].join('\n'),
);
let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  cluster.stop().finally(() => process.exit(0));
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
