// Peer-review helpers for API tests: graded clips made through the real upload and evaluate routes (so the
// grading's triage hook runs), and the reviewer's calls.
import type { FastifyInstance } from 'fastify';
import type { VoteBody } from '@dhvani/contract/reviews';
import { bearer, type RegisteredUser } from './accounts.js';
import { giveConsent, makeWav, speechClip, upload } from './recordings.js';

const consented = new WeakMap<FastifyInstance, Set<string>>();

async function consentOnce(app: FastifyInstance, user: RegisteredUser) {
  const done = consented.get(app) ?? new Set<string>();
  consented.set(app, done);
  if (done.has(user.user._id)) return;
  await giveConsent(app, user.accessToken);
  done.add(user.user._id);
}

/**
 * Uploads and grades a clip of `owner`: clean speech (graded excellent, queued for review) or a tone
 * (graded poor for no speech, rejected by triage). Returns the recording id.
 */
export async function gradedClip(
  app: FastifyInstance,
  owner: RegisteredUser,
  opts: { language?: string; kind?: 'speech' | 'tone' } = {},
): Promise<string> {
  await consentOnce(app, owner);
  const speech = speechClip();
  const input = opts.kind === 'tone' ? { wav: makeWav(3) } : { wav: speech.wav, paragraph: speech.paragraph };
  const uploaded = await upload(app, owner.accessToken, { ...input, language: opts.language ?? 'Hindi' });
  if (uploaded.statusCode !== 201)
    throw new Error(`upload answered ${uploaded.statusCode}: ${uploaded.body}`);
  const id = uploaded.json().data._id as string;
  const graded = await app.inject({
    method: 'POST',
    url: `/api/v1/recordings/${id}/evaluate`,
    headers: bearer(owner.accessToken),
  });
  if (graded.statusCode !== 200) throw new Error(`evaluate answered ${graded.statusCode}: ${graded.body}`);
  return id;
}

export function nextClip(app: FastifyInstance, user: RegisteredUser, language = 'Hindi') {
  return app.inject({
    method: 'GET',
    url: '/api/v1/reviews/next',
    query: { language },
    headers: bearer(user.accessToken),
  });
}

export function vote(app: FastifyInstance, user: RegisteredUser, recordingId: string, body: VoteBody) {
  return app.inject({
    method: 'POST',
    url: `/api/v1/reviews/${recordingId}/vote`,
    payload: body,
    headers: bearer(user.accessToken),
  });
}

/** The review state GET /users/recordings shows the owner for one recording. */
export async function reviewOf(app: FastifyInstance, owner: RegisteredUser, recordingId: string) {
  const res = await app.inject({
    method: 'GET',
    url: '/api/v1/users/recordings',
    headers: bearer(owner.accessToken),
  });
  const item = (res.json().data as Array<{ _id: string; review: unknown; tokens: number | null }>).find(
    (r) => r._id === recordingId,
  );
  if (!item) throw new Error(`recording ${recordingId} is not in its owner's list`);
  return item;
}
