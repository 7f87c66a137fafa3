// The call to an OpenAI-compatible speech recogniser (decision 0049): POST {base}/audio/transcriptions with the
// clip as multipart form data (file, model, language as an ISO 639-1 code, response_format json) → { text }.
// Every way it can go wrong is a TranscriberError saying whether another attempt could help; nothing else is
// thrown, so the job that calls it always knows whether to retry or to record the CER as unavailable.

export interface TranscriberSettings {
  /** The API's base URL, e.g. http://127.0.0.1:8000/v1 (the path /audio/transcriptions is added). */
  baseUrl: string;
  model: string;
  apiKey: string;
  timeoutMs: number;
}

export interface ClipToTranscribe {
  bytes: Uint8Array;
  format: 'wav' | 'flac';
  /** ISO 639-1, e.g. hi, ta. */
  language: string;
}

export class TranscriberError extends Error {
  override readonly name = 'TranscriberError';
  constructor(
    message: string,
    /** False when the endpoint refused this request as such (4xx): the same request would fail again. */
    readonly retryable: boolean,
  ) {
    super(message);
  }
}

const MIME = { wav: 'audio/wav', flac: 'audio/flac' } as const;

/** What was heard. `signal` aborts it (the job handed back at shutdown); the settings' timeout also does. */
export async function transcribe(
  settings: TranscriberSettings,
  clip: ClipToTranscribe,
  signal?: AbortSignal,
): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([clip.bytes], { type: MIME[clip.format] }), `clip.${clip.format}`);
  form.append('model', settings.model);
  form.append('language', clip.language);
  form.append('response_format', 'json');
  const timeout = AbortSignal.timeout(settings.timeoutMs);
  let res: Response;
  let body: string;
  try {
    res = await fetch(`${settings.baseUrl.replace(/\/+$/, '')}/audio/transcriptions`, {
      method: 'POST',
      body: form,
      headers: settings.apiKey ? { authorization: `Bearer ${settings.apiKey}` } : {},
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
    body = await res.text();
  } catch (err) {
    if (timeout.aborted) throw new TranscriberError(`no answer within ${settings.timeoutMs} ms`, true);
    throw new TranscriberError(`could not reach it: ${causeOf(err)}`, true);
  }
  if (!res.ok) {
    // 408 and 429 say "later"; another 4xx says this request is wrong; 5xx is the server's own trouble.
    const retryable = res.status >= 500 || res.status === 408 || res.status === 429;
    throw new TranscriberError(`HTTP ${res.status}: ${body.slice(0, 200)}`, retryable);
  }
  let text: unknown;
  try {
    text = (JSON.parse(body) as { text?: unknown }).text;
  } catch {
    throw new TranscriberError(`the answer is not JSON: ${body.slice(0, 200)}`, true);
  }
  if (typeof text !== 'string') throw new TranscriberError('the answer has no "text" string', true);
  return text;
}

function causeOf(err: unknown): string {
  const cause = err instanceof Error && err.cause instanceof Error ? err.cause : err;
  return cause instanceof Error ? cause.message : String(cause);
}
