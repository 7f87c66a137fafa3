// The calls of the recording flow (SPEC §7, issue 5), through the app's one API client.
import type { ApiSuccess } from '@dhvani/contract/envelope';
import type { GiveConsentBody } from '@dhvani/contract/consents';
import type { Domain, RecordingLanguage } from '@dhvani/contract/enums';
import type { GenerateParagraphInput } from '@dhvani/contract/prompts';
import {
  EVALUATE_RETRY_AFTER_SECONDS,
  evaluationResultSchema,
  IDEMPOTENCY_KEY_HEADER,
  type EvaluationResult,
} from '@dhvani/contract/recordings';
import { api } from '@/lib/api';
import type { RecordedClip } from '../audio/recorder';
import { NO_RECORDING_ID } from '../model/messages';
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

export interface UploadInput {
  clip: RecordedClip;
  language: RecordingLanguage;
  domain: Domain;
  transcript: string;
  idempotencyKey: string;
  /** The ID the Thank You step shows; stored with the recording so it can be found by it. */
  contributionId: string;
  /** 0..100 while the request body goes out. */
  onProgress?: (percent: number) => void;
}

/** Step 6: the WAV and its fields; returns the new recording's id. */
export async function uploadRecording(input: UploadInput): Promise<string> {
  const form = new FormData();
  // Text fields first: the server checks them before it reads the audio.
  form.append('duration', input.clip.durationSeconds.toFixed(2));
  form.append('language', input.language);
  form.append('domain', input.domain);
  form.append('recordedVia', 'web');
  // SPEC's wire name for the transcript.
  form.append('paragraph', input.transcript);
  form.append('contributionId', input.contributionId);
  form.append('audio', input.clip.blob, 'recording.wav');

  const response = await api.post<Partial<ApiSuccess<{ _id?: unknown }>>>('/recordings/', form, {
    headers: { [IDEMPOTENCY_KEY_HEADER]: input.idempotencyKey },
    onUploadProgress: (event) => {
      if (!event.total) return;
      input.onProgress?.(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    },
  });
  const id = response.data?.data?._id;
  if (typeof id !== 'string' || id === '') throw new Error(NO_RECORDING_ID);
  return id;
}

/** How many times evaluate is asked while the server answers 202 (still grading) before giving up. */
export const EVALUATE_MAX_ASKS = 6;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Step 6, after the upload: grade, reasons and tokens. Calling it again returns the same result. The server
 * grades on its own; while it still is, it answers 202 and this asks again after Retry-After seconds (only
 * evaluate: the recording is already stored).
 */
export async function evaluateRecording(recordingId: string, sleep = wait): Promise<EvaluationResult> {
  for (let ask = 1; ; ask++) {
    const response = await api.post<ApiSuccess<unknown>>(
      `/recordings/${encodeURIComponent(recordingId)}/evaluate`,
    );
    if (response.status !== 202 || ask >= EVALUATE_MAX_ASKS) {
      return evaluationResultSchema.parse(response.data.data);
    }
    const seconds = Number(response.headers?.['retry-after']);
    await sleep(1000 * (Number.isFinite(seconds) && seconds > 0 ? seconds : EVALUATE_RETRY_AFTER_SECONDS));
  }
}
