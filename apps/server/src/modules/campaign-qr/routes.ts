// GET /admin/campaign-qr: a PNG QR code for a language + domain campaign link, for admins to print.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DOMAINS, RECORDING_LANGUAGES, caseInsensitiveEnum } from '@dhvani/contract/enums';
import { campaignLink, campaignQrPng } from './campaign-link.js';

export const campaignQrQuerySchema = z.object({
  language: caseInsensitiveEnum(RECORDING_LANGUAGES, 'Language'),
  domain: caseInsensitiveEnum(DOMAINS, 'Domain'),
  size: z.coerce.number().int().min(128).max(2048).default(512),
});

const campaignQrRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/campaign-qr',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags: ['admin'],
        security: [{ bearerAuth: [] }],
        summary: 'PNG QR code of the campaign link <site>/qr-recording?language=&domain= (admins only)',
        querystring: campaignQrQuerySchema,
        // No response schema: the body is a PNG buffer; errors still use the envelope (error handler).
      },
    },
    async (req, reply) => {
      const { language, domain, size } = req.query;
      // The link points at the site the admin is using (behind a proxy, TRUST_PROXY makes this the public one).
      const link = campaignLink(`${req.protocol}://${req.host}`, { language, domain });
      const png = await campaignQrPng(link, size);
      return reply
        .type('image/png')
        .header('cache-control', 'private, no-store')
        .header('x-campaign-link', link)
        .header('content-disposition', `inline; filename="campaign-${language.toLowerCase()}-${domain}.png"`)
        .send(png);
    },
  );
};

export default campaignQrRoutes;
