// The guardian page's rules (issue 23; docs/decisions/0029-guardian-withdrawal.md). Withdrawing is as easy as
// giving was: the guardian proves the same phone the same way (a one-time code, purpose 'guardian-withdraw',
// with every limit of the other codes), and the client that entered the code gets a random token, kept as a
// keyed hash for GUARDIAN_ACCESS_TTL_MS, which opens that phone's consents and no one else's. Before the code,
// every number gets the same answer; after it, the phone's owner sees only what they need to recognise each
// account. Withdrawing has the contributor's own withdrawal's effect (consents/repository.ts) and is theirs to
// lift: the contributor cannot agree again alone while under 18 (consents/service.ts).
import type { FastifyInstance } from 'fastify';
import { CONSENT_NOTICE_VERSION } from '@dhvani/contract/consents';
import { GUARDIAN_PAGE_MESSAGES, type GuardianAccess, type GuardianChild } from '@dhvani/contract/guardian';
import type { Locale } from '@dhvani/contract/locales';
import { isMinorOn } from '../../lib/age.js';
import { notFound, unauthorized } from '../../lib/http-error.js';
import { registerMessageTable } from '../../lib/message-codes.js';
import { newVerificationToken, type CodeService } from '../auth/codes-service.js';
import { renewGuardianConsent, withdrawGuardianConsent } from '../consents/repository.js';
import { childOf, childrenOf, insertAccess, phoneOfAccess, type ChildRow } from './repository.js';

registerMessageTable('guardianPage', GUARDIAN_PAGE_MESSAGES);

/** How long a verified guardian may list and change consents before entering a new code. */
export const GUARDIAN_ACCESS_TTL_MS = 15 * 60_000;

type Deps = Pick<FastifyInstance, 'db' | 'clock' | 'keyedHash'>;

/** Only what the guardian needs to tell their children's accounts apart: no surname, contact or birth date. */
function toChild(row: ChildRow): GuardianChild {
  return {
    _id: row.id,
    firstName: row.name.trim().split(/\s+/)[0] ?? '',
    signedUpAt: row.signedUpAt.toISOString(),
    consent: row.withdrawnAt ? 'withdrawn' : 'given',
    withdrawnAt: row.withdrawnAt?.toISOString() ?? null,
  };
}

export function createGuardianPage(app: Deps, codes: CodeService) {
  const tokenHash = (token: string) => app.keyedHash(`guardian-access:${token}`);
  // From 18 the consent is the contributor's own: the guardian's page no longer shows or changes it.
  const stillMinor = (row: ChildRow) => row.dob !== null && isMinorOn(row.dob, app.clock.now());

  /** The phone this token was given for; 401 when there is none, it is unknown or it expired. */
  async function phoneOf(token: string | undefined): Promise<string> {
    const phone = token ? await phoneOfAccess(app.db, tokenHash(token), app.clock.now()) : null;
    if (!phone) throw unauthorized(GUARDIAN_PAGE_MESSAGES.tokenMissing);
    return phone;
  }

  /** One of this phone's children, still a minor; 404 for every other account, whether it exists or not. */
  async function childFor(phone: string, childId: string): Promise<ChildRow> {
    const row = await childOf(app.db, phone, childId);
    if (!row || !stillMinor(row)) throw notFound(GUARDIAN_PAGE_MESSAGES.childNotFound);
    return row;
  }

  return {
    /** Sent to every number alike: whether it gave any consent shows only after the code. */
    send: (guardianPhone: string, ip: string, locale: Locale) =>
      codes.send('guardian-withdraw', guardianPhone, ip, { locale }),

    async verify(guardianPhone: string, otp: string): Promise<GuardianAccess> {
      await codes.verify('guardian-withdraw', guardianPhone, otp);
      const guardianToken = newVerificationToken();
      const expiresAt = new Date(app.clock.now().getTime() + GUARDIAN_ACCESS_TTL_MS);
      await insertAccess(app.db, { tokenHash: tokenHash(guardianToken), guardianPhone, expiresAt });
      return { guardianToken, expiresInSeconds: GUARDIAN_ACCESS_TTL_MS / 1000 };
    },

    async children(token: string | undefined) {
      const rows = await childrenOf(app.db, await phoneOf(token));
      return { children: rows.filter(stillMinor).map(toChild) };
    },

    /** Idempotent: a second withdrawal answers the first one's state. */
    async withdraw(token: string | undefined, childId: string): Promise<GuardianChild> {
      const phone = await phoneOf(token);
      const row = await childFor(phone, childId);
      const done = await withdrawGuardianConsent(app.db, childId, phone, app.clock.now());
      return toChild({ ...row, withdrawnAt: done?.withdrawnAt ?? null });
    },

    /** Gives the consent again (to the notice in force); the contributor then agrees again themselves. */
    async renew(token: string | undefined, childId: string): Promise<GuardianChild> {
      const phone = await phoneOf(token);
      const row = await childFor(phone, childId);
      await renewGuardianConsent(app.db, childId, phone, CONSENT_NOTICE_VERSION, app.clock.now());
      return toChild({ ...row, withdrawnAt: null });
    },
  };
}

export type GuardianPage = ReturnType<typeof createGuardianPage>;
