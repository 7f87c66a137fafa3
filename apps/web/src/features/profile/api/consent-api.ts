// The profile's consent section (issue 23): the consent in force, its history, withdraw and agree again.
import type { ConsentState, GiveConsentBody } from '@dhvani/contract/consents';
import type { ApiSuccess } from '@dhvani/contract/envelope';
import type { ConsentHistory } from '@dhvani/contract/privacy';
import { api } from '@/lib/api';

/** Agreeing again from the profile is the same three statements as the recording flow's step 2. */
const ALL_STATEMENTS: GiveConsentBody = { dataUsage: true, recording: true, terms: true };

export interface ConsentOverview {
  state: ConsentState;
  history: ConsentHistory['events'];
}

export async function fetchConsentOverview(): Promise<ConsentOverview> {
  const [state, history] = await Promise.all([
    api.get<ApiSuccess<ConsentState>>('/users/consents'),
    api.get<ApiSuccess<ConsentHistory>>('/users/consents/history'),
  ]);
  return { state: state.data.data, history: history.data.data.events };
}

export async function withdrawConsent(): Promise<void> {
  await api.delete('/users/consents');
}

export async function giveConsentAgain(): Promise<void> {
  await api.post('/users/consents', ALL_STATEMENTS);
}
