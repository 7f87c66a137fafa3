// Serves the web build with an SPA fallback: unknown non-API GETs get index.html so client routes work on
// reload; unknown /api paths get the JSON 404 envelope. Hashed assets are cached for a year; index.html never.
import fs from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { errorBody } from './envelope.js';

export default fp(
  async (app, opts: { webDistDir: string }) => {
    const indexFile = path.join(opts.webDistDir, 'index.html');
    const hasWeb = fs.existsSync(indexFile);
    // The web build prerenders "/" as a static page without the app (docs/decisions/0006-static-landing.md).
    const hasLanding = hasWeb && fs.existsSync(path.join(opts.webDistDir, 'landing.html'));
    if (hasWeb) {
      await app.register(fastifyStatic, {
        root: opts.webDistDir,
        wildcard: false,
        index: false,
        preCompressed: true,
        setHeaders: (res, filePath) => {
          const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
          res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      });
    } else {
      app.log.warn({ webDistDir: opts.webDistDir }, 'web build not found; only the API is served');
    }

    app.setNotFoundHandler((request, reply) => {
      const url = request.url.split('?')[0] ?? '';
      const isApi = url === '/api' || url.startsWith('/api/');
      if (!isApi && hasWeb && (request.method === 'GET' || request.method === 'HEAD')) {
        reply.header('cache-control', 'no-cache');
        const page = url === '/' && hasLanding ? 'landing.html' : 'index.html';
        return reply.type('text/html; charset=utf-8').sendFile(page);
      }
      return reply
        .code(404)
        .send(errorBody(404, isApi ? `No API route ${request.method} ${url}.` : 'Page not found.'));
    });
  },
  { name: 'static-web', dependencies: ['envelope'] },
);
