// The guardian page's calls (issue 23, docs/decisions/0029-guardian-withdrawal.md): a code to the guardian's
// phone, its verification (a token for this page only), then that phone's consents. No session is involved:
// the calls carry the token, never a stored sign-in.
import type { CodeSent } from '@dhvani/contract/auth';
import {
  GUARDIAN_TOKEN_HEADER,
  guardianAccessSchema,
  guardianChildrenSchema,
  guardianChildSchema,
  type GuardianChild,
} from '@dhvani/contract/guardian';
import { successEnvelopeSchema, type ApiSuccess } from '@dhvani/contract/envelope';
import { FORM_ANSWERS, api } from '@/lib/api';

const withToken = (token: string | null) => ({
  headers: { Authorization: false, ...(token ? { [GUARDIAN_TOKEN_HEADER]: token } : {}) },
  expectedStatuses: FORM_ANSWERS,
});

export const sendGuardianCode = async (guardianPhone: string) =>
  (await api.post<ApiSuccess<CodeSent>>('/guardian/send-code', { guardianPhone }, withToken(null))).data.data;

/** Answers the token that opens this phone's consents, for this page only. */
export async function verifyGuardianCode(guardianPhone: string, otp: string): Promise<string> {
  const res = await api.post<unknown>('/guardian/verify-code', { guardianPhone, otp }, withToken(null));
  return successEnvelopeSchema(guardianAccessSchema).parse(res.data).data.guardianToken;
}

export async function fetchGuardianChildren(token: string): Promise<GuardianChild[]> {
  const res = await api.get<unknown>('/guardian/children', withToken(token));
  return successEnvelopeSchema(guardianChildrenSchema).parse(res.data).data.children;
}

/** Withdraws (`withdraw`) or gives again (`give`) this phone's consent for one account. */
export async function changeGuardianConsent(
  token: string,
  childId: string,
  change: 'withdraw' | 'give',
): Promise<GuardianChild> {
  const url = `/guardian/children/${encodeURIComponent(childId)}/consent`;
  const res =
    change === 'withdraw'
      ? await api.delete<unknown>(url, withToken(token))
      : await api.post<unknown>(url, {}, withToken(token));
  return successEnvelopeSchema(guardianChildSchema).parse(res.data).data;
}
