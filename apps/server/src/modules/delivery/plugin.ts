// Picks the delivery driver per channel from the config and decorates `app.delivery`:
//   DELIVERY=outbox (default outside production): sms and email go to the dev outbox;
//   otherwise email goes through SMTP when SMTP_URL is set, sms through the HTTP provider when SMS_PROVIDER
//   is set, and a channel with no provider fails with a clear 503 and an error log line (never silently).
// Log lines name the channel and the failure, never the recipient's code or the message text.
import fp from 'fastify-plugin';
import { serviceUnavailable } from '../../lib/http-error.js';
import { createOutboxSender } from './outbox.js';
import outboxRoutes from './outbox-routes.js';
import { createHttpSmsSender } from './sms-http.js';
import { createSmtpSender } from './smtp.js';
import type { Channel, OutgoingMessage, Sender } from './types.js';

export interface Delivery {
  send(message: OutgoingMessage): Promise<void>;
  /** Which driver serves each channel: 'outbox' | 'smtp' | 'http' | 'none'. */
  drivers: Record<Channel, string>;
}

declare module 'fastify' {
  interface FastifyInstance {
    delivery: Delivery;
  }
}

const NOT_CONFIGURED: Record<Channel, string> = {
  sms: 'Sending SMS codes is not set up on this server yet. Please try again later or contact support.',
  email: 'Sending e-mails is not set up on this server yet. Please try again later or contact support.',
};
const FAILED: Record<Channel, string> = {
  sms: 'We could not send the SMS right now. Please try again in a few minutes.',
  email: 'We could not send the e-mail right now. Please try again in a few minutes.',
};

export default fp(
  async (app) => {
    const { delivery: cfg, production } = app.config;
    const senders: Partial<Record<Channel, Sender>> = {};
    const drivers: Record<Channel, string> = { sms: 'none', email: 'none' };
    const outboxOn = cfg.driver === 'outbox' && !production;

    if (outboxOn) {
      const outbox = createOutboxSender(app.db, app.clock);
      senders.sms = senders.email = outbox;
      drivers.sms = drivers.email = 'outbox';
    } else {
      if (cfg.smtpUrl) {
        const smtp = createSmtpSender(cfg.smtpUrl, cfg.mailFrom);
        app.addHook('onClose', async () => smtp.close());
        senders.email = smtp;
        drivers.email = 'smtp';
      }
      if (cfg.sms) {
        senders.sms = createHttpSmsSender(cfg.sms);
        drivers.sms = 'http';
      }
    }

    app.decorate('delivery', {
      drivers,
      async send(message: OutgoingMessage) {
        const sender = senders[message.channel];
        if (!sender) {
          app.log.error(
            { channel: message.channel },
            'delivery not configured: set SMTP_URL for e-mail and SMS_PROVIDER/SMS_API_URL for SMS',
          );
          throw serviceUnavailable(NOT_CONFIGURED[message.channel]);
        }
        try {
          await sender.send(message);
        } catch (err) {
          app.log.error(
            { channel: message.channel, driver: drivers[message.channel], reason: (err as Error).message },
            'delivery failed',
          );
          throw serviceUnavailable(FAILED[message.channel]);
        }
      },
    });

    if (outboxOn) await app.register(outboxRoutes);
  },
  { name: 'delivery' },
);
