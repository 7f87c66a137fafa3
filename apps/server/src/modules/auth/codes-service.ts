// One-time codes by SMS and e-mail (issue 3): 6 digits from crypto.randomInt, stored only as a keyed hash,
// valid 10 minutes, single use, replaced by a new send, dead after 5 wrong tries. Sends are throttled per
// destination (1 per 30 s, 5 per hour) and per client IP, counted in database rows so that several API
// processes share the limits. The code is handed to the delivery driver and never logged.
import { randomInt, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { badRequest, tooManyRequests } from '../../lib/http-error.js';
import type { Channel } from '../delivery/types.js';
import {
  addWrongAttempt,
  consumeCode,
  findCodeForUpdate,
  lockKeys,
  recordSend,
  sendsSince,
  upsertCode,
  type CodePurpose,
} from './codes-repository.js';
import {
  CODE_MAX_WRONG_ATTEMPTS,
  CODE_TTL_MS,
  RESEND_INTERVAL_MS,
  SENDS_PER_DESTINATION_PER_HOUR,
  SENDS_PER_IP_PER_HOUR,
} from './policy.js';

const HOUR_MS = 60 * 60_000;

export const CODE_MESSAGES = {
  noCode: 'No active code for this number or address. Please request a new one.',
  expired: 'This code has expired. Please request a new one.',
  dead: 'Too many wrong attempts. Please request a new code.',
  wrongOtp: 'Invalid OTP',
  wrongEmailCode: 'Invalid verification code',
  perHour: 'Too many codes were requested for this number or address. Please try again in an hour.',
  perIp: 'Too many codes were requested from your network. Please try again later.',
} as const;

const channelOf = (purpose: CodePurpose): Channel => (purpose === 'register-email' ? 'email' : 'sms');

function composeMessage(channel: Channel, code: string) {
  const text = `${code} is your Dhvani Shilp verification code. It expires in ${CODE_TTL_MS / 60_000} minutes. Never share it with anyone.`;
  return channel === 'sms'
    ? { subject: null, text }
    : {
        subject: 'Your Dhvani Shilp verification code',
        text: `Hello,\n\n${text}\n\nIf you did not ask for it, ignore this e-mail.\n`,
      };
}

/** How a phone or e-mail is stored outside `users`: a keyed hash, so a deleted person cannot be found by it. */
export const contactHash = (app: FastifyInstance, channel: Channel, destination: string) =>
  app.keyedHash(`${channel}:${destination}`);

export function createCodeService(app: FastifyInstance) {
  const destinationHash = (channel: Channel, destination: string) => contactHash(app, channel, destination);
  const codeHash = (purpose: CodePurpose, destHash: string, code: string) =>
    app.keyedHash(`code:${purpose}:${destHash}:${code}`);

  async function send(purpose: CodePurpose, destination: string, ip: string) {
    const channel = channelOf(purpose);
    const destHash = destinationHash(channel, destination);
    const ipHash = app.keyedHash(`ip:${ip}`);
    const now = app.clock.now();
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');

    await app.db.transaction(async (tx) => {
      await lockKeys(tx, [destHash, ipHash]);
      const hourAgo = new Date(now.getTime() - HOUR_MS);
      const recent = await sendsSince(tx, 'destination', destHash, hourAgo);
      const sinceLast = recent.last ? now.getTime() - recent.last.getTime() : Infinity;
      if (sinceLast < RESEND_INTERVAL_MS) {
        const wait = Math.ceil((RESEND_INTERVAL_MS - sinceLast) / 1000);
        throw tooManyRequests(`Please wait ${wait} seconds before requesting another code.`);
      }
      if (recent.count >= SENDS_PER_DESTINATION_PER_HOUR) throw tooManyRequests(CODE_MESSAGES.perHour);
      if (
        (await sendsSince(tx, 'ip', ipHash, hourAgo)).count >=
        SENDS_PER_IP_PER_HOUR * app.config.ipRateLimitScale
      ) {
        throw tooManyRequests(CODE_MESSAGES.perIp);
      }
      await recordSend(
        tx,
        [
          ['destination', destHash],
          ['ip', ipHash],
        ],
        now,
        hourAgo,
      );
      await upsertCode(tx, {
        purpose,
        destinationHash: destHash,
        codeHash: codeHash(purpose, destHash, code),
        now,
        expiresAt: new Date(now.getTime() + CODE_TTL_MS),
      });
    });

    await app.delivery.send({ channel, to: destination, code, ...composeMessage(channel, code) });
    return { expiresInSeconds: CODE_TTL_MS / 1000, resendAfterSeconds: RESEND_INTERVAL_MS / 1000 };
  }

  /** Consumes the code when it matches; otherwise counts the wrong try (committed) and refuses. */
  async function verify(purpose: CodePurpose, destination: string, code: string): Promise<void> {
    const destHash = destinationHash(channelOf(purpose), destination);
    const now = app.clock.now();
    const refusal = await app.db.transaction(async (tx) => {
      const row = await findCodeForUpdate(tx, purpose, destHash);
      if (!row || row.consumedAt) return CODE_MESSAGES.noCode;
      if (row.expiresAt.getTime() <= now.getTime()) return CODE_MESSAGES.expired;
      if (row.attempts >= CODE_MAX_WRONG_ATTEMPTS) return CODE_MESSAGES.dead;
      const expected = Buffer.from(row.codeHash, 'hex');
      const given = Buffer.from(codeHash(purpose, destHash, code), 'hex');
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
        const attempts = await addWrongAttempt(tx, purpose, destHash);
        const wrong = channelOf(purpose) === 'sms' ? CODE_MESSAGES.wrongOtp : CODE_MESSAGES.wrongEmailCode;
        const left = CODE_MAX_WRONG_ATTEMPTS - attempts;
        return left > 0 ? `${wrong}. ${left} ${left === 1 ? 'try' : 'tries'} left.` : CODE_MESSAGES.dead;
      }
      await consumeCode(tx, purpose, destHash, now);
      return null;
    });
    if (refusal) throw badRequest(refusal);
  }

  return { send, verify, destinationHash };
}

export type CodeService = ReturnType<typeof createCodeService>;
