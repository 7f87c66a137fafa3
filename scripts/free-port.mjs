// Asks the kernel for a free TCP port on the loopback interface. Another process can still take it
// before we bind it, so callers that can retry should.
import { createServer } from 'node:net';

/** @returns {Promise<number>} */
export function freePort(host = '127.0.0.1') {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', reject);
    server.listen({ port: 0, host }, () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => (port ? resolvePort(port) : reject(new Error('free-port: no port assigned'))));
    });
  });
}
