// Security headers for API and SPA. The CSP allows only our own origin: the SPA bundles its fonts, uses
// no inline scripts, and records audio through an AudioWorklet module served from 'self'. Styles allow
// 'unsafe-inline' because the toast library injects a <style> element at run time.
import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';

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

export default fp(
  async (app) => {
    await app.register(helmet, {
      contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
      // The site is served over plain HTTP on loopback in development; HSTS belongs to the TLS proxy.
      strictTransportSecurity: false,
      crossOriginEmbedderPolicy: false,
    });
    // The recorder needs the microphone and the QR scanner the camera, on our own origin only.
    app.addHook('onSend', async (_req, reply) => {
      reply.header('permissions-policy', 'microphone=(self), camera=(self), geolocation=()');
    });
  },
  { name: 'security-headers' },
);
