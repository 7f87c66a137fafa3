// Starts the server: config, database, migrations, listen; and a graceful shutdown on SIGTERM/SIGINT that
// lets in-flight requests finish before the database closes.
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { DataDirInUseError } from './db/data-dir-lock.js';
import { InstanceConflictError } from './modules/instances/plugin.js';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const app = await buildApp({ config });
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const shownHost = config.host === '0.0.0.0' ? '127.0.0.1' : config.host;
  console.warn(`Dhvani Shilp listening on http://${shownHost}:${port}`);

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    // Uploads may take a while; give them 25 s, then leave anyway.
    const force = setTimeout(() => {
      app.log.error('shutdown timed out; exiting');
      process.exit(1);
    }, 25_000);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (err: unknown) => {
        app.log.error({ err }, 'error during shutdown');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((err: unknown) => {
  // A folder already in use, or a configuration other processes disagree with, is the operator's to sort out,
  // not a bug: the message alone says what to do.
  const operators = err instanceof DataDirInUseError || err instanceof InstanceConflictError;
  console.error(operators ? err.message : err);
  process.exit(1);
});
