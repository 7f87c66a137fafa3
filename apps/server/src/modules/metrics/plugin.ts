// GET /metrics in Prometheus's text format (issue 34), never public: on a listener of its own at
// METRICS_HOST:METRICS_PORT (loopback by default: the scraper runs beside the process or reaches it over a
// private network), or on the main port only for `Authorization: Bearer <METRICS_TOKEN>`. With neither set
// nothing serves it. Series: registry.ts; the set-up for operators: docs/deploy.md.
import http from 'node:http';
import { timingSafeEqual } from 'node:crypto';
import fp from 'fastify-plugin';
import { API_BASE_PATH } from '@dhvani/contract/limits';
import { UPLOADS_PATH } from '@dhvani/contract/uploads';
import { createMetrics, type Metrics } from './registry.js';

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
}

const UPLOAD_ROUTE_PREFIX = `${API_BASE_PATH}${UPLOADS_PATH}`;

function tokenMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from(/^Bearer\s+(\S+)$/i.exec(header ?? '')?.[1] ?? '');
  const wanted = Buffer.from(token);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

export default fp(
  async (app) => {
    const metrics = createMetrics(app.db);
    app.decorate('metrics', metrics);
    app.jobs.onAttempt(({ kind, seconds, outcome }) => metrics.attempts.observe({ kind, outcome }, seconds));

    // Counted when the answer has been sent, from the raw response: tus requests are answered outside Fastify's
    // reply (hijacked), and would be missed by an onResponse hook.
    app.addHook('onRequest', async (request, reply) => {
      const started = performance.now();
      const route = request.routeOptions.url ?? 'unmatched';
      const upload = route.startsWith(UPLOAD_ROUTE_PREFIX) && !route.endsWith('/commit');
      if (upload) metrics.uploadRequests.inc();
      reply.raw.once('close', () => {
        if (upload) metrics.uploadRequests.dec();
        const labels = { method: request.method, route };
        metrics.requests.inc({ ...labels, status: String(reply.raw.statusCode) });
        metrics.latency.observe(labels, (performance.now() - started) / 1000);
      });
    });

    const { token, port, host } = app.config.metrics;
    if (token) {
      app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
        if (!tokenMatches(request.headers.authorization, token)) return reply.code(404).send();
        return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
      });
    }
    if (port) {
      const server = http.createServer((req, res) => {
        if (req.method !== 'GET' || req.url?.split('?')[0] !== '/metrics') return res.writeHead(404).end();
        metrics.registry.metrics().then(
          (text) => res.writeHead(200, { 'content-type': metrics.registry.contentType }).end(text),
          (err: unknown) => {
            app.log.warn({ err }, 'metrics: a scrape failed');
            res.writeHead(503).end();
          },
        );
      });
      // Only a process that serves (main.ts listens) opens the metrics port; app.inject() tests do not.
      app.addHook('onListen', async () => {
        await new Promise<void>((resolve, reject) => {
          server.once('error', reject);
          server.listen(port, host, () => resolve());
        });
        app.log.info({ host, port }, 'metrics listening');
      });
      app.addHook('onClose', async () => {
        await new Promise<void>((resolve) => server.close(() => resolve()));
      });
    }
  },
  { name: 'metrics', dependencies: ['jobs'] },
);
