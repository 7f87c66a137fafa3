// Child-process entry for pglite-init.ts: creates a PGlite data directory (initdb) and exits, so the
// memory initdb touches goes back to the operating system with this process. Usage: <dir> <shared_buffers>.
import { PGlite } from '@electric-sql/pglite';

const [dir, sharedBuffers] = process.argv.slice(2);
if (!dir || !sharedBuffers) {
  console.error('usage: pglite-init-child <dir> <shared_buffers>');
  process.exit(2);
}
const client = new PGlite(dir, {
  startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${sharedBuffers}`],
});
await client.waitReady;
await client.close();
