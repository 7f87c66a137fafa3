// The few API calls the bench makes itself (sign in, consent, upload, evaluate), through fetch over loopback
// like any client. Every failure throws with the server's message.
import { randomUUID } from 'node:crypto';
import { newTake, toneWav } from './wav.mjs';

async function call(base, method, url, { token, json, body, headers = {}, withStatus = false } = {}) {
  const res = await fetch(`${base}/api/v1${url}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(json ? { 'content-type': 'application/json' } : {}),
      ...headers,
    },
    body: json ? JSON.stringify(json) : body,
  });
  const text = await res.text();
  let parsed = null;
  try {
    parsed = JSON.parse(text);
  } catch {
    // not JSON: reported below
  }
  if (!res.ok)
    throw new Error(`${method} ${url} answered ${res.status}: ${parsed?.message ?? text.slice(0, 200)}`);
  return withStatus
    ? { status: res.status, retryAfter: Number(res.headers.get('retry-after')), parsed }
    : parsed;
}

export async function signIn(base, email, password) {
  return (await call(base, 'POST', '/users/login', { json: { email, password } })).data;
}

export async function giveConsent(base, token) {
  await call(base, 'POST', '/users/consents', {
    token,
    json: { dataUsage: true, recording: true, terms: true },
  });
}

/** Uploads one WAV (as a new take) as the recording page does; returns the new recording's id. */
export async function uploadClip(base, token, wav, fields = {}) {
  const form = new FormData();
  const seconds = (wav.length - 44) / 32_000;
  form.append('duration', seconds.toFixed(2));
  form.append('language', fields.language ?? 'English');
  form.append('domain', fields.domain ?? 'healthcare');
  form.append('recordedVia', 'web');
  form.append('paragraph', fields.paragraph ?? 'Please read this sentence aloud for the benchmark.');
  form.append('audio', new Blob([newTake(wav)], { type: 'audio/wav' }), 'recording.wav');
  const res = await call(base, 'POST', '/recordings/', {
    token,
    body: form,
    headers: { 'idempotency-key': randomUUID() },
  });
  return res.data._id;
}

/** The grade; while the server answers 202 (still grading after its wait) it is asked again, as the web does. */
export async function evaluate(base, token, id) {
  for (;;) {
    const answer = await call(base, 'POST', `/recordings/${id}/evaluate`, { token, withStatus: true });
    if (answer.status !== 202) return answer.parsed.data;
    await new Promise((r) => setTimeout(r, 1000 * (answer.retryAfter || 1)));
  }
}

export async function listRecordings(base, token) {
  return (await call(base, 'GET', '/users/recordings', { token })).data;
}

/** `count` recordings of 2 s through the upload API, 4 at a time (the API cases' list of 100 rows). */
export async function seedRecordings(base, token, count) {
  const clip = toneWav(2);
  const queue = Array.from({ length: count }, (_, i) => i);
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      while (queue.shift() !== undefined) await uploadClip(base, token, clip);
    }),
  );
}
