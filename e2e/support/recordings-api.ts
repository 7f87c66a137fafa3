// What the recording flow does, through the API: consent, upload the spoken fixture, grade it. Each call
// uploads a take of its own (fixtures.ts newTake), so no two uploads carry the same audio.
import type { APIRequestContext } from '@playwright/test';
import { newTake, readFixtureManifest } from './fixtures.js';
import type { RecordingUser } from './recording-user.js';

const CLIP = 'speech-en.wav';
const WAV_HEADER_BYTES = 44;

/** The text recordOnce's recordings read (the spoken fixture's). */
export const recordedText = (): string => readFixtureManifest().speech[CLIP]!.text;

export interface GradedRecording {
  recordingId: string;
  final_quality: string;
  amount: number;
}

/** A call as the holder of `token`, answering the envelope's data; anything but 2xx throws. */
export async function api<T>(
  request: APIRequestContext,
  token: string,
  method: 'post' | 'get' | 'delete',
  path: string,
  options: Parameters<APIRequestContext['post']>[1] = {},
): Promise<T> {
  const response = await request[method](`/api/v1${path}`, {
    ...options,
    headers: { authorization: `Bearer ${token}`, ...options.headers },
  });
  if (!response.ok())
    throw new Error(`${method} ${path} answered ${response.status()}: ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}

/** The spoken fixture of each language the tests record in, and the text it reads. */
const SPOKEN = { English: 'speech-en.wav', Hindi: 'speech-hi.wav' } as const;

/**
 * Consents, uploads a fresh take of the fixture and grades it; returns the upload's bytes too. English by
 * default; Hindi for a clip a recording user (who knows Hindi) may review.
 */
export async function recordOnce(
  request: APIRequestContext,
  user: RecordingUser,
  language: keyof typeof SPOKEN = 'English',
): Promise<GradedRecording & { wav: Buffer }> {
  const clip = SPOKEN[language];
  await api(request, user.accessToken, 'post', '/users/consents', {
    data: { dataUsage: true, recording: true, terms: true },
  });
  const wav = newTake(clip);
  const uploaded = await api<{ _id: string }>(request, user.accessToken, 'post', '/recordings/', {
    multipart: {
      duration: ((wav.length - WAV_HEADER_BYTES) / 32_000).toFixed(2),
      language,
      domain: 'education',
      recordedVia: 'web',
      paragraph: readFixtureManifest().speech[clip]!.text,
      audio: { name: 'recording.wav', mimeType: 'audio/wav', buffer: wav },
    },
  });
  const graded = await api<GradedRecording>(
    request,
    user.accessToken,
    'post',
    `/recordings/${uploaded._id}/evaluate`,
  );
  return { ...graded, wav };
}
