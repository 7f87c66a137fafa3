// Builds the real app over the worker's shared database, for API tests through app.inject().
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.js';
import { loadConfig, type Config } from '../../src/config.js';
import { manualClock } from '../../src/lib/clock.js';
import { resetDatabase, testDatabase, workerId } from './test-database.js';

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  clock: ReturnType<typeof manualClock>;
  dataDir: string;
  close(): Promise<void>;
}

/**
 * A fresh app on an emptied database and an empty DATA_DIR. `env` overrides the environment the config
 * is parsed from (e.g. { DELIVERY: 'smtp', SMTP_URL: ... }).
 *
 * No background jobs unless a test asks for them (JOB_CONCURRENCY): an upload's grading job then runs only
 * when evaluate asks for it, so a test decides when a recording is graded.
 */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const database = await testDatabase();
  await resetDatabase(database);
  const dataDir = path.join(os.tmpdir(), `dhvani-test-${process.pid}-${workerId()}`);
  await fs.rm(dataDir, { recursive: true, force: true });
  await fs.mkdir(dataDir, { recursive: true });
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    JWT_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    JOB_CONCURRENCY: '0',
    // The test clock stands still, so every upload of a test file falls in one minute; tests of the upload
    // limits set their own.
    UPLOADS_PER_MINUTE: '100000',
    UPLOADS_PER_DAY: '100000',
    ...env,
  });
  const clock = manualClock();
  const app = await buildApp({ config, database, clock, logger: false });
  await app.ready();
  return { app, config, clock, dataDir, close: () => app.close() };
}

/**
 * A second app beside `t`, as a second API process would be: the same configuration and database, nothing in
 * memory shared (its own tus server, caches, limits). Close it before `t`.
 */
export async function secondProcess(t: TestApp): Promise<FastifyInstance> {
  const app = await buildApp({
    config: t.config,
    database: await testDatabase(),
    clock: t.clock,
    logger: false,
  });
  await app.ready();
  return app;
}
