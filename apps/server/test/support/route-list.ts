// Every route an app registered, as "METHOD /full/path", read from app.printRoutes(). Fastify prints its
// radix tree, one node a line, each line's segment continuing its parent's path:
//   ├── /api/v1/recordings (POST)
//   │   └── / (POST)
//   │       ├── admin (GET, HEAD)
//   │       │   └── /:id (DELETE)
import type { FastifyInstance } from 'fastify';

const LINE = /^((?:[│ ] {3})*)[├└]── (.+?)(?: \(([A-Z, ]+)\))?$/;

export function parseRouteTree(tree: string): string[] {
  const stack: string[] = [];
  const routes: string[] = [];
  for (const line of tree.split('\n')) {
    if (!line.trim()) continue;
    const match = LINE.exec(line);
    if (!match) throw new Error(`unexpected line in printRoutes() output: ${JSON.stringify(line)}`);
    const depth = (match[1] ?? '').length / 4;
    stack.length = depth;
    stack.push(match[2] ?? '');
    const path = stack.join('');
    for (const method of (match[3] ?? '').split(', ').filter(Boolean)) routes.push(`${method} ${path}`);
  }
  return routes;
}

/**
 * HEAD routes that Fastify adds for every GET (same hooks and handler) are left out; a HEAD route of its
 * own (tus asks for an upload's offset with HEAD) stays.
 */
export function registeredRoutes(app: FastifyInstance): string[] {
  const routes = new Set(parseRouteTree(app.printRoutes({ commonPrefix: false })));
  return [...routes].filter((r) => !r.startsWith('HEAD ') || !routes.has(`GET ${r.slice(5)}`)).sort();
}
