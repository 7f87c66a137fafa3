// Delivery of one-time codes and e-mails (DESIGN §1): one interface, several drivers.
import type { CHANNELS } from '../../db/schema/index.js';

export type Channel = (typeof CHANNELS)[number];

export interface OutgoingMessage {
  channel: Channel;
  /** A 10-digit Indian mobile number for sms, an address for email. */
  to: string;
  subject: string | null;
  text: string;
  /** The one-time code inside `text`, if any. Only the dev outbox keeps it (so tests can read it). */
  code: string | null;
}

export interface Sender {
  send(message: OutgoingMessage): Promise<void>;
}
