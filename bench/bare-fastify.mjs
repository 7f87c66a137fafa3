#!/usr/bin/env node
// The yardstick for the API cases: a bare Fastify hello-world with no plugins, no logger and no database,
// on PORT (default: any free port). The API cases are reported as a ratio of its requests per second.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));

const port = Number(process.env.PORT ?? 0);
await app.listen({ port, host: process.env.HOST ?? '127.0.0.1' });
console.log(`bare fastify listening on ${JSON.stringify(app.server.address())}`);
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => app.close().then(() => process.exit(0)));
