// The calls of the recording flow before the recording itself (SPEC §7, issue 5), through the app's one API
// client. The recording is sent by lib/unsent/send.ts (a resumable upload, its commit and its grade).
import type { GiveConsentBody } from '@dhvani/contract/consents';
import type { GenerateParagraphInput } from '@dhvani/contract/prompts';
import { api } from '@/lib/api';
import { transcriptFromBody } from '../model/transcript';

const ALL_CONSENTS: GiveConsentBody = { dataUsage: true, recording: true, terms: true };

/** Step 2: the three consents, stored on the server with its notice version. */
export async function giveConsent(): Promise<void> {
  await api.post('/users/consents', ALL_CONSENTS);
}

/** Step 3: the text to read, as the server wrote it (the caller checks it and falls back). */
export async function generateTranscript(input: GenerateParagraphInput): Promise<string> {
  const response = await api.post<unknown>('/recordings/generate-paragraph', input);
  return transcriptFromBody(response.data);
}
