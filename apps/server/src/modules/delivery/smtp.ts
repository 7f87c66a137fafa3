// E-mail through any SMTP server (SMTP_URL, e.g. smtps://user:pass@mail.example.com:465), via nodemailer.
import nodemailer from 'nodemailer';
import type { Sender } from './types.js';

export function createSmtpSender(smtpUrl: string, from: string): Sender & { close(): void } {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(message) {
      await transport.sendMail({ from, to: message.to, subject: message.subject ?? '', text: message.text });
    },
    close: () => transport.close(),
  };
}
