// Security headers for API and SPA. The CSP allows only our own origin: the SPA bundles its fonts, uses
// no inline scripts, and records audio through an AudioWorklet module served from 'self'. Styles allow
// 'unsafe-inline' because the toast library injects a <style> element at run time.
//
// helmet decides the page headers, but it runs once, at start-up: none of them depends on the request, and
// @fastify/helmet recomputing them (parsing the CSP directives again) on every request was a tenth of the
// CPU of a small authenticated request (bench: GET /users/current). API answers get a shorter, stricter
// set. See docs/decisions/0008.
import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  mediaSrc: ["'self'", 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  workerSrc: ["'self'", 'blob:'],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  upgradeInsecureRequests: null,
};

const HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
  // The site is served over plain HTTP on loopback in development; HSTS belongs to the TLS proxy.
  strictTransportSecurity: false,
  crossOriginEmbedderPolicy: false,
};

/** The headers helmet would set on any response, captured by running it once on a stand-in response. */
export function securityHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown = null;
  helmet(HELMET_OPTIONS)({} as IncomingMessage, response as unknown as ServerResponse, (err?: unknown) => {
    failure = err ?? null;
  });
  if (failure) throw failure;
  // The recorder needs the microphone and the QR scanner the camera, on our own origin only.
  headers['permissions-policy'] = 'microphone=(self), camera=(self), geolocation=()';
  return headers;
}

/**
 * What /api/v1 answers with (JSON, audio): not pages, so the headers that still matter for a response a
 * browser should never render or embed (OWASP REST Security Cheat Sheet), and a CSP that allows nothing.
 * The page headers above are about documents; on a JSON answer they were only bytes to send.
 */
export const API_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
};

export default fp(
  async (app) => {
    const pageHeaders = securityHeaders();
    // A synchronous hook: an async one costs a promise per request for no gain here.
    app.addHook('onRequest', (request, reply, done) => {
      reply.headers(request.url.startsWith('/api/v1/') ? API_HEADERS : pageHeaders);
      reply.header('x-request-id', request.id);
      done();
    });
  },
  { name: 'security-headers' },
);
