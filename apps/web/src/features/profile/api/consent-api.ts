// The profile's consent section (issue 23): the consent in force, its history, withdraw and agree again.
import { consentStateSchema, type ConsentState, type GiveConsentBody } from '@dhvani/contract/consents';
import { consentHistorySchema, type ConsentHistory } from '@dhvani/contract/privacy';
import { api } from '@/lib/api';
import { getData } from '@/lib/api-replies';

/** Agreeing again from the profile is the same three statements as the recording flow's step 2. */
const ALL_STATEMENTS: GiveConsentBody = { dataUsage: true, recording: true, terms: true };

export interface ConsentOverview {
  state: ConsentState;
  history: ConsentHistory['events'];
}

export async function fetchConsentOverview(signal?: AbortSignal): Promise<ConsentOverview> {
  const [state, history] = await Promise.all([
    getData('/users/consents', consentStateSchema, { signal }),
    getData('/users/consents/history', consentHistorySchema, { signal }),
  ]);
  return { state, history: history.events };
}

export async function withdrawConsent(): Promise<void> {
  await api.delete('/users/consents');
}

export async function giveConsentAgain(): Promise<void> {
  await api.post('/users/consents', ALL_STATEMENTS);
}
