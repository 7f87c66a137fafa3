// Hostile multipart uploads for POST /recordings/: wrong field names, files that are not what they claim,
// lying WAV headers, a truncated body, oversized audio, and hostile values in every text field (always with
// something else wrong, so that a valid upload can never slip in).
import { MAX_UPLOAD_BYTES } from '@dhvani/contract/recordings';
import { makeWav, multipart, uploadParts, type Part, type UploadInput } from '../../support/recordings.js';
import type { HostileRequest } from './hostile-cases.js';
import { HOSTILE_STRINGS, SCRIPT } from './hostile-values.js';

export function hostileUploads(token: string): HostileRequest[] {
  const wav = makeWav(2);
  const auth = { authorization: `Bearer ${token}` };
  const send = (label: string, parts: Part[], headers: Record<string, string> = {}): HostileRequest => {
    const body = multipart(parts);
    return {
      method: 'POST',
      url: '/api/v1/recordings/',
      payload: body.payload,
      headers: { ...body.headers, ...auth, ...headers },
      label: `upload: ${label}`,
    };
  };
  const fields = (input: Partial<UploadInput>) =>
    uploadParts({ wav, ...input }).filter((p) => !('file' in p));
  const audio = (file: Buffer, filename = 'recording.wav'): Part => ({ name: 'audio', file, filename });

  const out: HostileRequest[] = [
    send('file under the name "file"', [...fields({}), { name: 'file', file: wav }]),
    send('an unknown extra field', [...fields({}), { name: 'hack', value: SCRIPT }, audio(wav)]),
    send('audio as a text field', [...fields({}), { name: 'audio', value: 'RIFF' }]),
    send('two audio files', [...fields({}), audio(wav), audio(wav)]),
    send('no audio part', fields({})),
    send('a field sent twice', [...fields({}), { name: 'language', value: 'Hindi' }, audio(wav)]),
    send('header claims 100 data bytes', [...fields({}), audio(makeWav(2, { declaredDataBytes: 100 }))]),
    // The header says 60 s and so does the duration field; the bytes hold 2 s, which is what must count.
    send('header and duration claim 60 s of a 2 s file', [
      ...fields({ duration: 60 }),
      audio(makeWav(2, { declaredDataBytes: 60 * 32_000 })),
    ]),
    send('44.1 kHz stereo', [...fields({}), audio(makeWav(2, { sampleRate: 44_100, channels: 2 }))]),
    send('8-bit samples', [...fields({}), audio(makeWav(2, { bitsPerSample: 8 }))]),
    send('a PNG named .wav', [...fields({}), audio(Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'))]),
    send('HTML named .wav', [...fields({}), audio(Buffer.from(`<html>${SCRIPT}</html>`))]),
    send('an empty file', [...fields({}), audio(Buffer.alloc(0))]),
    send('only a WAV header', [...fields({}), audio(wav.subarray(0, 44))]),
    send('audio longer than the limit', [
      ...fields({}),
      audio(makeWav(Math.ceil(MAX_UPLOAD_BYTES / 32_000) + 2)),
    ]),
    send('duration does not match', [...fields({ duration: 99 }), audio(wav)]),
    send('path traversal in the filename', [...fields({ duration: 99 }), audio(wav, '../../../etc/passwd')]),
    send('a NUL byte in an otherwise valid paragraph', [
      ...fields({ paragraph: 'Read\u0000 this' }),
      audio(wav),
    ]),
    send('bad Idempotency-Key', [...fields({}), audio(wav)], { 'idempotency-key': "../../'; DROP TABLE x" }),
  ];
  for (const duration of ['abc', '-1', '0', '1e9', 'NaN', '', ' ', SCRIPT]) {
    out.push(send(`duration=${duration.slice(0, 20)}`, [...fields({ duration }), audio(wav)]));
  }
  for (const value of HOSTILE_STRINGS) {
    const short = value.slice(0, 20);
    out.push(
      send(`language=${short}`, [...fields({ language: value }), audio(wav)]),
      send(`domain=${short}`, [...fields({ domain: value }), audio(wav)]),
      send(`recordedVia=${short}`, [...fields({ recordedVia: value }), audio(wav)]),
      send(`paragraph=${short} (duration wrong)`, [
        ...fields({ paragraph: value, duration: 99 }),
        audio(wav),
      ]),
    );
  }
  const whole = multipart([...fields({}), audio(makeWav(3))]);
  out.push(
    {
      method: 'POST',
      url: '/api/v1/recordings/',
      payload: whole.payload.subarray(0, Math.floor(whole.payload.length * 0.6)),
      headers: { ...whole.headers, ...auth },
      label: 'upload: truncated body (no closing boundary)',
    },
    {
      method: 'POST',
      url: '/api/v1/recordings/',
      payload: whole.payload,
      headers: { 'content-type': 'multipart/form-data', ...auth },
      label: 'upload: multipart without a boundary',
    },
    {
      method: 'POST',
      url: '/api/v1/recordings/',
      payload: { audio: wav.toString('base64'), duration: '2.00', language: 'English' },
      headers: auth,
      label: 'upload: JSON instead of multipart',
    },
  );
  return out;
}
