// The Prometheus series (issue 34, docs/deploy.md lists them). Per-process series (requests, upload requests
// in flight, job attempts) count what this process did; the database's series (queues, open uploads, review
// backlog, releases) are read at each scrape and are the same on every process, so a dashboard takes max().
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Db } from '../../db/database.js';
import { jobQueues, openUploads, releaseBuilds, reviewBacklog } from './repository.js';

const PREFIX = 'dhvani_';

/** One read of the job queues per scrape, shared by the two series made from it. */
function perScrape<T>(read: () => Promise<T>): () => Promise<T> {
  let last: { at: number; value: Promise<T> } | null = null;
  return () => {
    if (!last || Date.now() - last.at > 1_000) last = { at: Date.now(), value: read() };
    return last.value;
  };
}

export function createMetrics(db: Db) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: PREFIX });

  const requests = new Counter({
    name: `${PREFIX}http_requests_total`,
    help: 'HTTP requests answered, by method, route and status code.',
    labelNames: ['method', 'route', 'status'],
    registers: [registry],
  });
  const latency = new Histogram({
    name: `${PREFIX}http_request_duration_seconds`,
    help: 'Time from a request arriving to its answer being sent, by method and route.',
    labelNames: ['method', 'route'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60],
    registers: [registry],
  });
  const uploadRequests = new Gauge({
    name: `${PREFIX}upload_requests_in_flight`,
    help: 'Resumable upload requests (tus HEAD, PATCH, DELETE, creation) this process is serving now.',
    registers: [registry],
  });
  const attempts = new Histogram({
    name: `${PREFIX}job_attempt_duration_seconds`,
    help: "Background job attempts this process ran, by kind and outcome (grading: kind 'recording.grade').",
    labelNames: ['kind', 'outcome'],
    buckets: [0.1, 0.25, 0.5, 1, 2, 5, 10, 30, 60, 300, 1800],
    registers: [registry],
  });

  new Gauge({
    name: `${PREFIX}uploads_open`,
    help: 'Resumable uploads begun and not yet committed or discarded (database-wide).',
    registers: [registry],
    async collect() {
      this.set(await openUploads(db));
    },
  });
  const queues = perScrape(() => jobQueues(db));
  new Gauge({
    name: `${PREFIX}jobs`,
    help: 'Background jobs waiting (queued) or running, by kind (database-wide).',
    labelNames: ['kind', 'state'],
    registers: [registry],
    async collect() {
      const rows = await queues();
      this.reset();
      for (const row of rows) this.set({ kind: row.kind, state: row.state }, Number(row.jobs));
    },
  });
  new Gauge({
    name: `${PREFIX}jobs_oldest_due_seconds`,
    help: 'How long the oldest due job of a kind has waited to start or finish, by kind and state (database-wide).',
    labelNames: ['kind', 'state'],
    registers: [registry],
    async collect() {
      const rows = await queues();
      this.reset();
      for (const row of rows) this.set({ kind: row.kind, state: row.state }, Number(row.oldest_seconds));
    },
  });
  new Gauge({
    name: `${PREFIX}review_backlog_clips`,
    help: 'Clips waiting for peer review, by recording language (database-wide).',
    labelNames: ['language'],
    registers: [registry],
    async collect() {
      this.reset();
      for (const row of await reviewBacklog(db)) this.set({ language: row.language }, Number(row.clips));
    },
  });
  new Gauge({
    name: `${PREFIX}release_builds`,
    help: 'Dataset releases by state: queued, running, done, failed (database-wide).',
    labelNames: ['status'],
    registers: [registry],
    async collect() {
      this.reset();
      for (const row of await releaseBuilds(db)) this.set({ status: row.status }, Number(row.n));
    },
  });

  return { registry, requests, latency, uploadRequests, attempts };
}

export type Metrics = ReturnType<typeof createMetrics>;
