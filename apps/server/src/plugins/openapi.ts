// OpenAPI generated from the zod route schemas, browsable at /api/docs (DESIGN §2).
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

export default fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'Dhvani Shilp API',
          description:
            'Voice-data crowdsourcing platform. Every response is `{ statusCode, data, message, success }`; ' +
            'a list answers `data` as an array with `meta: { page, limit, total }` beside it and the ' +
            '`X-Total-Count` and `Link` headers. Errors are `{ statusCode, message, success: false, code?, ' +
            'params?, errors? }`: `message` is for people, `code` (snake_case, e.g. `consent_required`) for ' +
            'programs. Where this API differs from the original back end, and why: docs/api-compatibility.md.',
          version: '1.0.0',
        },
        servers: [{ url: '/' }],
        components: {
          securitySchemes: {
            bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
            // The guardian page (issue 23): what POST /guardian/verify-code answered.
            guardianToken: { type: 'apiKey', in: 'header', name: 'x-guardian-token' },
          },
        },
      },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  },
  { name: 'openapi' },
);
