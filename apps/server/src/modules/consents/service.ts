// Consent rules (issue 5, issue 23, DPDP): uploads need consent to the current notice version, not withdrawn;
// every change is kept in the person's history.
import { CONSENT_MESSAGES, CONSENT_NOTICE_VERSION, type ConsentState } from '@dhvani/contract/consents';
import { GUARDIAN_WITHDRAWN_MESSAGE } from '@dhvani/contract/guardian';
import type { ConsentHistory } from '@dhvani/contract/privacy';
import type { Clock } from '../../lib/clock.js';
import type { Db } from '../../db/database.js';
import { forbidden } from '../../lib/http-error.js';
import { isMinorOn } from '../../lib/age.js';
import {
  findConsent,
  dateOfBirth,
  findGuardianConsent,
  giveConsent,
  listConsentEvents,
  withdrawConsent,
  type ConsentRow,
} from './repository.js';

function toState(row: ConsentRow | null): ConsentState {
  return {
    version: row?.version ?? null,
    givenAt: row?.givenAt.toISOString() ?? null,
    withdrawnAt: row?.withdrawnAt?.toISOString() ?? null,
    withdrawnBy: row?.withdrawnAt ? (row.withdrawnBy ?? 'self') : null,
    currentVersion: CONSENT_NOTICE_VERSION,
    active: Boolean(row && row.version === CONSENT_NOTICE_VERSION && !row.withdrawnAt),
  };
}

export function createConsentService(deps: { db: Db; clock: Clock }) {
  /** The state with the guardian's consent an under-18 account was opened with (issue 23), if any. */
  async function stateOf(userId: string, row: ConsentRow | null): Promise<ConsentState> {
    const guardian = await findGuardianConsent(deps.db, userId);
    return {
      ...toState(row),
      guardian: guardian && {
        phone: guardian.guardianPhone,
        version: guardian.noticeVersion,
        consentedAt: guardian.consentedAt.toISOString(),
        withdrawnAt: guardian.withdrawnAt?.toISOString() ?? null,
      },
    };
  }

  return {
    async get(userId: string) {
      return stateOf(userId, await findConsent(deps.db, userId));
    },
    /**
     * Agreeing to the current notice. A contributor under 18 whose parent or guardian withdrew their consent
     * cannot agree alone (403, guardian_consent_withdrawn): only the guardian gives it again, on the guardian
     * page (docs/decisions/0029-guardian-withdrawal.md). From 18 the consent is the contributor's own.
     */
    async give(userId: string) {
      const now = deps.clock.now();
      const dob = (await findGuardianConsent(deps.db, userId)) && (await dateOfBirth(deps.db, userId));
      const refuseIfGuardianWithdrew = Boolean(dob && isMinorOn(dob, now));
      const row = await giveConsent(deps.db, userId, CONSENT_NOTICE_VERSION, now, {
        refuseIfGuardianWithdrew,
      });
      if (row === 'guardian-withdrew') {
        throw forbidden(GUARDIAN_WITHDRAWN_MESSAGE, { code: 'guardian_consent_withdrawn' });
      }
      return stateOf(userId, row);
    },
    async withdraw(userId: string) {
      const row = await withdrawConsent(deps.db, userId, deps.clock.now());
      return stateOf(userId, row ?? (await findConsent(deps.db, userId)));
    },
    async history(userId: string): Promise<ConsentHistory> {
      const events = await listConsentEvents(deps.db, userId);
      return {
        events: events.map((e) => ({
          kind: e.kind,
          version: e.version,
          at: e.at.toISOString(),
          by: e.actor,
        })),
      };
    },
    /** Throws 403 (code consent_required) unless the user may upload now. */
    async requireActive(userId: string) {
      if (!toState(await findConsent(deps.db, userId)).active) {
        throw forbidden(CONSENT_MESSAGES.required, { code: 'consent_required' });
      }
    },
  };
}

export type ConsentService = ReturnType<typeof createConsentService>;
