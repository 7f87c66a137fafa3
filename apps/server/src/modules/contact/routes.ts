// POST /contact (public, rate-limited per IP) and GET /admin/contact-messages (admins, paginated).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminListQuerySchema } from '@dhvani/contract/admin';
import {
  CONTACT_MESSAGES,
  contactBodySchema,
  contactMessageSchema,
  contactReceiptSchema,
} from '@dhvani/contract/contact';
import { LIST_LIMITS } from '@dhvani/contract/limits';
import { createdReplies, listReplies } from '../../lib/envelope-schema.js';
import { pagingDescription } from '../../lib/paging.js';

/** Enough for a person who retries a few times; low enough that one host cannot flood the table. */
export const CONTACT_RATE_LIMIT = { max: 5, timeWindow: '10 minutes' } as const;

const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  const { contact } = app;

  app.post(
    '/contact',
    {
      config: { rateLimit: CONTACT_RATE_LIMIT },
      schema: {
        tags: ['contact'],
        summary: 'Send a message through the contact form; stored, and e-mailed to CONTACT_TO when set',
        body: contactBodySchema,
        response: createdReplies(contactReceiptSchema),
      },
    },
    async (req, reply) => reply.ok(await contact.submit(req.body), CONTACT_MESSAGES.sent, 201),
  );

  app.get(
    '/admin/contact-messages',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags: ['contact', 'admin'],
        security: [{ bearerAuth: [] }],
        summary: 'Contact messages, newest first (admins only)',
        description: pagingDescription(LIST_LIMITS.admin),
        querystring: adminListQuerySchema,
        response: listReplies(contactMessageSchema),
      },
    },
    async (req, reply) => reply.okList(await contact.list(req.query)),
  );
};

export default contactRoutes;
