// Serves the web build with an SPA fallback: non-API GETs get index.html so client routes work on reload
// (status 404 for a path outside the web's route table, whose not-found page the app then shows, issue
// 24); unknown /api paths get the JSON 404 envelope. Hashed assets are cached for a year; HTML never.
// Pages the build prerendered (prerendered.json: path → file) are sent as that file instead of index.html
// (docs/decisions/0006-static-landing.md, 0048-prerendered-pages.md).
import fs from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { LOCALES, splitLocalePath, type Locale } from '@dhvani/contract/locales';
import { isWebRoute } from '@dhvani/contract/web-routes';
import { errorBody } from './envelope.js';

/**
 * The build's list of prerendered pages. Only existing files inside the build count; a build from before
 * the list existed still gets its landing page.
 */
function readPrerendered(webDistDir: string): Map<string, string> {
  const listFile = path.join(webDistDir, 'prerendered.json');
  const list: Record<string, unknown> = fs.existsSync(listFile)
    ? (JSON.parse(fs.readFileSync(listFile, 'utf8')) as Record<string, unknown>)
    : { '/': 'landing.html' };
  const pages = new Map<string, string>();
  for (const [urlPath, file] of Object.entries(list)) {
    if (typeof file !== 'string' || !urlPath.startsWith('/')) continue;
    const full = path.resolve(webDistDir, file);
    if (!full.startsWith(path.resolve(webDistDir) + path.sep) || !fs.existsSync(full)) continue;
    pages.set(urlPath, path.relative(webDistDir, full).split(path.sep).join('/'));
  }
  return pages;
}

/**
 * The app's shell in each language the build wrote one for (`index-hi.html`: `<html lang="hi">` and its
 * script's font preloads, decision 0036); English and any language without one get index.html.
 */
function readLanguageShells(webDistDir: string): Map<Locale, string> {
  const shells = new Map<Locale, string>();
  for (const locale of LOCALES) {
    const file = `index-${locale}.html`;
    if (fs.existsSync(path.join(webDistDir, file))) shells.set(locale, file);
  }
  return shells;
}

export default fp(
  async (app, opts: { webDistDir: string }) => {
    const indexFile = path.join(opts.webDistDir, 'index.html');
    const hasWeb = fs.existsSync(indexFile);
    const prerendered = hasWeb ? readPrerendered(opts.webDistDir) : new Map<string, string>();
    const shells = hasWeb ? readLanguageShells(opts.webDistDir) : new Map<Locale, string>();
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
        if (!isWebRoute(url)) reply.code(404);
        const locale = splitLocalePath(url).locale;
        const page = prerendered.get(url) ?? (locale && shells.get(locale)) ?? 'index.html';
        return reply.type('text/html; charset=utf-8').sendFile(page);
      }
      return reply
        .code(404)
        .send(errorBody(404, isApi ? `No API route ${request.method} ${url}.` : 'Page not found.'));
    });
  },
  { name: 'static-web', dependencies: ['envelope'] },
);
