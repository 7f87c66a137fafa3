// Contact messages: every valid message is stored first (so none is lost when e-mail is down), then, when
// CONTACT_TO is set and an e-mail driver is configured, forwarded there through the delivery service.
// A failed forward is recorded on the row and logged; the sender still gets a success, because the message
// is safely stored and admins read it in /admin.
import type { FastifyInstance } from 'fastify';
import type { ContactMessage, ContactMessagePage } from '@dhvani/contract/contact';
import { toPaging, type PageRequest } from '../../lib/paging.js';
import {
  insertMessage,
  listMessages,
  setDelivery,
  type ContactRow,
  type DeliveryOutcome,
} from './repository.js';

export interface ContactInput {
  name: string;
  email: string;
  subject: string;
  message: string;
  date?: string | undefined;
  time?: string | undefined;
}

export function toContactMessage(row: ContactRow): ContactMessage {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    subject: row.subject,
    message: row.message,
    senderDate: row.senderDate,
    senderTime: row.senderTime,
    createdAt: row.createdAt.toISOString(),
    delivery: row.delivery,
  };
}

/** The forwarded e-mail. Reply-To is not available through the delivery interface, so the address leads. */
export function forwardText(input: ContactInput, receivedAt: Date): string {
  const sent = [input.date, input.time].filter(Boolean).join(' ');
  return [
    `From: ${input.name} <${input.email}>`,
    `Received: ${receivedAt.toISOString()}${sent ? ` (sender's clock: ${sent})` : ''}`,
    `Subject: ${input.subject}`,
    '',
    input.message,
  ].join('\n');
}

export function createContactService(app: Pick<FastifyInstance, 'db' | 'clock' | 'config' | 'delivery'>) {
  const contactTo = app.config.delivery.contactTo;

  async function forward(input: ContactInput, receivedAt: Date): Promise<DeliveryOutcome> {
    if (!contactTo || app.delivery.drivers.email === 'none') return 'skipped';
    try {
      await app.delivery.send({
        channel: 'email',
        to: contactTo,
        subject: `[Contact] ${input.subject}`,
        text: forwardText(input, receivedAt),
        code: null,
      });
      return 'sent';
    } catch {
      // The delivery service has already logged the reason (without the message text).
      return 'failed';
    }
  }

  return {
    async submit(input: ContactInput): Promise<{ _id: string }> {
      const receivedAt = app.clock.now();
      const row = await insertMessage(app.db, {
        name: input.name,
        email: input.email,
        subject: input.subject,
        message: input.message,
        senderDate: input.date ?? null,
        senderTime: input.time ?? null,
        createdAt: receivedAt,
      });
      const delivery = await forward(input, receivedAt);
      if (delivery !== 'skipped') await setDelivery(app.db, row.id, delivery);
      return { _id: row.id };
    },

    async list(page: PageRequest): Promise<ContactMessagePage> {
      const { items, total } = await listMessages(app.db, toPaging(page));
      return { items: items.map(toContactMessage), meta: { ...page, total } };
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;
