// Reading the dev outbox: JSON at GET /api/v1/dev/outbox?to= (DESIGN §2; the e2e tests poll it) and a plain
// page at /dev/outbox for developers. Registered only when the outbox driver is on, so never in production.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okEnvelope } from '../../lib/envelope-schema.js';
import { listOutbox, type OutboxEntry } from './outbox.js';

const querySchema = z.object({ to: z.string().trim().max(254).optional() });
const entrySchema = z.object({
  channel: z.enum(['sms', 'email']),
  to: z.string(),
  subject: z.string().nullable(),
  text: z.string(),
  code: z.string().nullable(),
  createdAt: z.string(),
});

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function renderPage(to: string, entries: OutboxEntry[]): string {
  const rows = entries
    .map(
      (e) =>
        `<tr><td>${escapeHtml(e.createdAt)}</td><td>${e.channel}</td><td>${escapeHtml(e.to)}</td>` +
        `<td><strong>${escapeHtml(e.code ?? '')}</strong></td><td>${escapeHtml(e.subject ?? '')}</td>` +
        `<td>${escapeHtml(e.text)}</td></tr>`,
    )
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Dev outbox</title></head><body>
<h1>Dev outbox</h1><p>Messages the server would have sent (newest first). Development only.</p>
<form method="get"><label>Recipient <input name="to" value="${escapeHtml(to)}"></label> <button>Filter</button></form>
<table border="1" cellpadding="4"><thead><tr><th>When</th><th>Channel</th><th>To</th><th>Code</th><th>Subject</th><th>Text</th></tr></thead>
<tbody>${rows || '<tr><td colspan="6">No messages.</td></tr>'}</tbody></table></body></html>`;
}

const outboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/dev/outbox',
    {
      schema: {
        tags: ['dev'],
        summary: 'Development outbox: codes and e-mails that would have been sent (not in production)',
        querystring: querySchema,
        response: { 200: okEnvelope(z.array(entrySchema)) },
      },
    },
    async (request, reply) => reply.ok(await listOutbox(app.db, request.query.to)),
  );

  app.get('/dev/outbox', { schema: { hide: true, querystring: querySchema } }, async (request, reply) => {
    const to = request.query.to ?? '';
    reply.header('cache-control', 'no-store');
    return reply.type('text/html; charset=utf-8').send(renderPage(to, await listOutbox(app.db, to)));
  });
};

export default outboxRoutes;
