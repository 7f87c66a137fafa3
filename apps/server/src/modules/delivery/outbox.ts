// The development outbox (DESIGN §2): instead of sending, keep each message as a database row that developers
// and tests read at GET /api/v1/dev/outbox. Never used in production (config.ts refuses DELIVERY=outbox there).
import { desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { devOutbox } from '../../db/schema/index.js';
import type { Clock } from '../../lib/clock.js';
import type { Channel, OutgoingMessage, Sender } from './types.js';

export interface OutboxEntry {
  channel: Channel;
  to: string;
  subject: string | null;
  text: string;
  code: string | null;
  createdAt: string;
}

export const OUTBOX_LIST_LIMIT = 50;

export function createOutboxSender(db: Db, clock: Clock): Sender {
  return {
    async send(message: OutgoingMessage) {
      await db.insert(devOutbox).values({
        channel: message.channel,
        recipient: message.to,
        subject: message.subject,
        body: message.text,
        code: message.code,
        createdAt: clock.now(),
      });
    },
  };
}

/** Newest first; all recipients when `to` is empty. */
export async function listOutbox(db: Db, to: string | undefined): Promise<OutboxEntry[]> {
  const rows = await db
    .select()
    .from(devOutbox)
    .where(to ? eq(devOutbox.recipient, to.trim().toLowerCase()) : undefined)
    .orderBy(desc(devOutbox.id))
    .limit(OUTBOX_LIST_LIMIT);
  return rows.map((r) => ({
    channel: r.channel,
    to: r.recipient,
    subject: r.subject,
    text: r.body,
    code: r.code,
    createdAt: r.createdAt.toISOString(),
  }));
}

/** Account deletion: dev copies of messages sent to these contacts go too. */
export async function forgetOutboxMessages(db: Db, recipients: string[]) {
  if (recipients.length) await db.delete(devOutbox).where(inArray(devOutbox.recipient, recipients));
}
