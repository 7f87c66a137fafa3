// Limits on one-time-code sends (issues 3 and 17), counted in code_sends rows so that every API process sees
// the same counts: per client IP (every request to a send route counts, also one refused because of who has
// an account: those answers tell whether an account exists), per destination (one every 30 s unless CODE_RESEND_SECONDS says otherwise, 5 an hour),
// per phone-number prefix (a pumping attack walks a number range it is paid for), and across all SMS and all
// e-mails (configurable: SMS_SENDS_PER_HOUR, SMS_SENDS_PER_PREFIX_PER_HOUR, EMAIL_SENDS_PER_HOUR). Runs in
// the send's transaction, under advisory locks on every key it counts, so concurrent sends are counted one by
// one (the IP's key first, the others in a fixed order: no two transactions wait on each other).
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.js';
import { tooManyRequests } from '../../lib/http-error.js';
import type { Channel } from '../delivery/types.js';
import { lockKeys, recordSend, sendsSince, type SendScope } from './codes-repository.js';
import { SENDS_PER_DESTINATION_PER_HOUR, SENDS_PER_IP_PER_HOUR, SMS_PREFIX_DIGITS } from './policy.js';
import { minutesText } from './sign-in-limit.js';
import { registerMessageTable } from '../../lib/message-codes.js';

const HOUR_MS = 60 * 60_000;

export const THROTTLE_MESSAGES = {
  perHour: 'Too many codes were requested for this number or address. Please try again in an hour.',
  perIp: 'Too many codes were requested from your network. Please try again later.',
  prefix: (wait: string) =>
    `Too many codes were sent to numbers that start like this one. Please try again in ${wait}.`,
  allSms: (wait: string) => `We are sending too many text messages right now. Please try again in ${wait}.`,
  allEmail: (wait: string) => `We are sending too many e-mails right now. Please try again in ${wait}.`,
  wait: (seconds: number) => `Please wait ${seconds} seconds before requesting another code.`,
} as const;
registerMessageTable('throttle', THROTTLE_MESSAGES);

/** What the throttle reads from the app: its configured caps. */
export type ThrottleDeps = Pick<FastifyInstance, 'config'>;

const hourBefore = (now: Date) => new Date(now.getTime() - HOUR_MS);

/** Refuses (429) a client IP over its hourly allowance of code requests; otherwise counts this one. */
export async function countIpRequest(app: ThrottleDeps, tx: Db, ipHash: string, now: Date): Promise<void> {
  await lockKeys(tx, [`ip:${ipHash}`]);
  const fromIp = await sendsSince(tx, 'ip', ipHash, hourBefore(now));
  if (fromIp.count >= SENDS_PER_IP_PER_HOUR * app.config.ipRateLimitScale) {
    throw tooManyRequests(THROTTLE_MESSAGES.perIp);
  }
  await recordSend(tx, [['ip', ipHash]], now, hourBefore(now));
}

export interface SendKeys {
  channel: Channel;
  /** The phone number or e-mail address, for the prefix count. */
  destination: string;
  destinationHash: string;
}

/** Refuses (429) a send over any destination, prefix or global limit; otherwise counts it under each. */
export async function throttleSend(app: ThrottleDeps, tx: Db, keys: SendKeys, now: Date): Promise<void> {
  const caps = app.config.codeSendCaps;
  const hourAgo = hourBefore(now);
  const capped: Array<[SendScope, string, number, (wait: string) => string]> =
    keys.channel === 'sms'
      ? [
          [
            'sms-prefix',
            keys.destination.slice(0, SMS_PREFIX_DIGITS),
            caps.smsPerPrefixPerHour,
            THROTTLE_MESSAGES.prefix,
          ],
          ['all-sms', 'sms', caps.smsPerHour, THROTTLE_MESSAGES.allSms],
        ]
      : [['all-email', 'email', caps.emailPerHour, THROTTLE_MESSAGES.allEmail]];
  await lockKeys(tx, [
    `destination:${keys.destinationHash}`,
    ...capped.map(([scope, key]) => `${scope}:${key}`),
  ]);

  const recent = await sendsSince(tx, 'destination', keys.destinationHash, hourAgo);
  const sinceLast = recent.last ? now.getTime() - recent.last.getTime() : Infinity;
  if (sinceLast < app.config.codeResendIntervalMs) {
    const wait = Math.ceil((app.config.codeResendIntervalMs - sinceLast) / 1000);
    // The wait travels as a number too, so a client can count it down (issue 24).
    throw tooManyRequests(THROTTLE_MESSAGES.wait(wait), {
      code: 'throttle.wait',
      params: { retryAfterSeconds: wait },
    });
  }
  if (recent.count >= SENDS_PER_DESTINATION_PER_HOUR) throw tooManyRequests(THROTTLE_MESSAGES.perHour);
  for (const [scope, key, cap, message] of capped) {
    const sent = await sendsSince(tx, scope, key, hourAgo);
    if (sent.count >= cap) {
      // The window frees a place when its oldest send turns an hour old.
      const freeAt = (sent.first ?? now).getTime() + HOUR_MS;
      throw tooManyRequests(message(minutesText(freeAt - now.getTime())));
    }
  }
  await recordSend(
    tx,
    [
      ['destination', keys.destinationHash],
      ...capped.map(([scope, key]): [SendScope, string] => [scope, key]),
    ],
    now,
    hourAgo,
  );
}
