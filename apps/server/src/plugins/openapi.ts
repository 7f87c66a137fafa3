// OpenAPI generated from the zod route schemas, browsable at /api/docs (DESIGN §2).
import type { FastifySchema } from 'fastify';
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { z } from 'zod';

declare module 'fastify' {
  interface FastifySchema {
    /**
     * A multipart/form-data body, for the documentation only (the route reads the parts itself, streaming
     * the file): its text fields' schema and its file parts, each with a description. Required files.
     */
    multipart?: { fields: z.ZodObject; files: Record<string, string> };
  }
}

type Transform = typeof jsonSchemaTransform;

/** The zod route schemas as JSON schema, and a multipart body documented as its fields plus its files. */
const transform: Transform = (document) => {
  const { multipart, ...schema } = (document.schema ?? {}) as FastifySchema;
  if (!multipart) return jsonSchemaTransform(document);
  const out = jsonSchemaTransform({ ...document, schema: { ...schema, body: multipart.fields } });
  const body = (out.schema as { body?: { properties?: object; required?: string[] } }).body ?? {};
  const files = Object.fromEntries(
    Object.entries(multipart.files).map(([name, description]) => [
      name,
      { type: 'string', format: 'binary', description },
    ]),
  );
  return {
    ...out,
    schema: {
      ...out.schema,
      consumes: ['multipart/form-data'],
      body: {
        ...body,
        properties: { ...body.properties, ...files },
        required: [...(body.required ?? []), ...Object.keys(files)],
      },
    },
  };
};

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
      transform,
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  },
  { name: 'openapi' },
);
