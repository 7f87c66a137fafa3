// One-time codes by SMS and e-mail (issue 3): 6 digits from crypto.randomInt, stored only as a keyed hash,
// valid 10 minutes, single use, replaced by a new send, dead after 5 wrong tries. Sends are throttled in
// database rows shared by every API process (code-throttle.ts). A code for a new e-mail address of a signed-in
// user is bound to that user. The code is handed to the delivery driver and never logged.
import { randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.js';
import { badRequest, type HttpError } from '../../lib/http-error.js';
import type { Locale } from '@dhvani/contract/locales';
import { codeEmail, codeSms, emailChangeCode } from '../delivery/texts.js';
import { guardianCodeSms, guardianPageSms } from '../delivery/guardian-texts.js';
import type { Channel } from '../delivery/types.js';
import { countIpRequest, throttleSend } from './code-throttle.js';
import {
  addWrongAttempt,
  consumeCode,
  findCodeForUpdate,
  upsertCode,
  type CodePurpose,
} from './codes-repository.js';
import { CODE_MAX_WRONG_ATTEMPTS, CODE_TTL_MS } from './policy.js';
import { registerMessageTable } from '../../lib/message-codes.js';

export const CODE_MESSAGES = {
  noCode: 'No active code for this number or address. Please request a new one.',
  expired: 'This code has expired. Please request a new one.',
  dead: 'Too many wrong attempts. Please request a new code.',
  wrongOtp: 'Invalid OTP',
  wrongEmailCode: 'Invalid verification code',
} as const;
registerMessageTable('code', CODE_MESSAGES);

const EMAIL_PURPOSES: ReadonlySet<CodePurpose> = new Set([
  'register-email',
  'change-email',
  'reset-password',
]);
const channelOf = (purpose: CodePurpose): Channel => (EMAIL_PURPOSES.has(purpose) ? 'email' : 'sms');

/** The SMS or e-mail carrying `code`, in the reader's language (delivery/texts.ts). */
function composeMessage(purpose: CodePurpose, code: string, locale: Locale) {
  const minutes = CODE_TTL_MS / 60_000;
  if (purpose === 'guardian-consent') return guardianCodeSms(locale, code, minutes);
  if (purpose === 'guardian-withdraw') return guardianPageSms(locale, code, minutes);
  if (channelOf(purpose) === 'sms') return codeSms(locale, code, minutes);
  if (purpose === 'change-email') return emailChangeCode(locale, code, minutes);
  return codeEmail(locale, code, minutes);
}

/** Who a code is for beyond its destination: the signed-in user a new e-mail address's code belongs to. */
export interface CodeOwner {
  userId?: string;
}

export interface SendOptions extends CodeOwner {
  /** The language the message is written in (the user's, else the request's Accept-Language). */
  locale?: Locale;
  /**
   * Whether this destination may get a code (e.g. it must or must not belong to an account): the refusal, or
   * null. Checked after the request is counted against the client's IP, so refusals are limited too.
   */
  refusal?: (tx: Db) => Promise<HttpError | null>;
}

export type CodeServiceDeps = Pick<FastifyInstance, 'db' | 'clock' | 'config' | 'keyedHash' | 'delivery'>;
type Hasher = Pick<FastifyInstance, 'keyedHash'>;

/** How a phone or e-mail is stored outside `users`: a keyed hash, so a deleted person cannot be found by it. */
export const contactHash = (app: Hasher, channel: Channel, destination: string) =>
  app.keyedHash(`${channel}:${destination}`);

/** A sign-up verification's proof (issue 17): random, handed only to the client that entered the code. */
export const newVerificationToken = () => randomBytes(32).toString('base64url');
export const verificationTokenHash = (app: Hasher, token: string) => app.keyedHash(`verified:${token}`);

export function createCodeService(app: CodeServiceDeps) {
  const destinationHash = (channel: Channel, destination: string) => contactHash(app, channel, destination);
  const codeHash = (purpose: CodePurpose, destHash: string, code: string) =>
    app.keyedHash(`code:${purpose}:${destHash}:${code}`);

  async function send(purpose: CodePurpose, destination: string, ip: string, opts: SendOptions = {}) {
    const channel = channelOf(purpose);
    const destHash = destinationHash(channel, destination);
    const now = app.clock.now();
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');

    const refused = await app.db.transaction(async (tx) => {
      await countIpRequest(app, tx, app.keyedHash(`ip:${ip}`), now);
      // Returned, not thrown, so that the request stays counted.
      const refusal = (await opts.refusal?.(tx)) ?? null;
      if (refusal) return refusal;
      await throttleSend(app, tx, { channel, destination, destinationHash: destHash }, now);
      await upsertCode(tx, {
        purpose,
        destinationHash: destHash,
        codeHash: codeHash(purpose, destHash, code),
        now,
        expiresAt: new Date(now.getTime() + CODE_TTL_MS),
        userId: opts.userId ?? null,
      });
      return null;
    });
    if (refused) throw refused;

    const message = composeMessage(purpose, code, opts.locale ?? 'en');
    await app.delivery.send({ channel, to: destination, code, ...message });
    return {
      expiresInSeconds: CODE_TTL_MS / 1000,
      resendAfterSeconds: app.config.codeResendIntervalMs / 1000,
    };
  }

  /** Consumes the code when it matches; otherwise counts the wrong try (committed) and refuses. */
  async function verify(
    purpose: CodePurpose,
    destination: string,
    code: string,
    owner: CodeOwner = {},
  ): Promise<void> {
    const destHash = destinationHash(channelOf(purpose), destination);
    const now = app.clock.now();
    const refusal = await app.db.transaction(async (tx) => {
      const row = await findCodeForUpdate(tx, purpose, destHash);
      // Another user's code for the same new address is no code for this one.
      if (!row || row.consumedAt || row.userId !== (owner.userId ?? null)) return CODE_MESSAGES.noCode;
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
