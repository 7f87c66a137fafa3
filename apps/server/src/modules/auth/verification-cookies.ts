// Sign-up verifications bound to the browser that completed them, for a client that does not send the
// verification tokens back. The original front end's register sends only the form (issue 25), and it runs on
// our origin, so its browser keeps cookies. verify-phone-otp and verify-email-code therefore also set their
// token as an HttpOnly, SameSite=Strict cookie that only the register path receives; register takes each
// token from its body first, else from that cookie. Someone who only knows both contacts holds neither the
// cookies nor the tokens (issue 17 §3), and another site cannot make the browser send them.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CHANNELS } from '../../db/schema/index.js';
import { VERIFIED_CONTACT_WINDOW_MS } from './policy.js';

export type VerifiedChannel = (typeof CHANNELS)[number];

const REGISTER_PATH = '/api/v1/users/register';
const COOKIE_NAMES: Record<VerifiedChannel, string> = {
  sms: 'dhvani_phone_verification',
  email: 'dhvani_email_verification',
};

function cookie(request: FastifyRequest, name: string, value: string, maxAgeSeconds: number): string {
  const secure = request.protocol === 'https' ? '; Secure' : '';
  return `${name}=${value}; Path=${REGISTER_PATH}; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Strict${secure}`;
}

export function setVerificationCookie(reply: FastifyReply, channel: VerifiedChannel, token: string): void {
  const maxAge = Math.floor(VERIFIED_CONTACT_WINDOW_MS / 1000);
  reply.header('set-cookie', cookie(reply.request, COOKIE_NAMES[channel], token, maxAge));
}

/** After registering, the verifications are used up: the browser may forget them. */
export function clearVerificationCookies(reply: FastifyReply): void {
  reply.header(
    'set-cookie',
    Object.values(COOKIE_NAMES).map((name) => cookie(reply.request, name, '', 0)),
  );
}

/** The verification tokens the browser sent as cookies, if any. */
export function verificationCookies(request: FastifyRequest): Partial<Record<VerifiedChannel, string>> {
  const found: Partial<Record<VerifiedChannel, string>> = {};
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    for (const channel of ['sms', 'email'] as const) {
      if (name === COOKIE_NAMES[channel] && value.length) found[channel] = value.join('=');
    }
  }
  return found;
}
