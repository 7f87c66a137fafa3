// The FLAC worker's work, without the worker (issue 20): 16-bit samples in, whole frames out. The first
// message's reply is the stream head; 'finish' answers with the last frame. flac-worker.ts runs it off the
// page's thread; unit tests run it in place of the worker, which jsdom lacks.
import { FlacEncoder } from '@dhvani/flac/encoder';

export type FlacWorkerRequest =
  { type: 'start'; sampleRate: number } | { type: 'samples'; pcm: Int16Array } | { type: 'finish' };

export type FlacWorkerReply = { type: 'bytes'; bytes: Uint8Array; samples: number; final: boolean };

/** One recording's encoder: answers each request with the bytes it produced, or null when there are none. */
export function createFlacStream(): (message: FlacWorkerRequest) => FlacWorkerReply | null {
  let encoder: FlacEncoder | null = null;
  let samples = 0;
  const reply = (bytes: Uint8Array, final: boolean): FlacWorkerReply => ({
    type: 'bytes',
    bytes,
    samples,
    final,
  });
  return (message) => {
    if (message.type === 'start') {
      encoder = new FlacEncoder({ sampleRate: message.sampleRate });
      samples = 0;
      return reply(encoder.head(), false);
    }
    if (!encoder) return null;
    if (message.type === 'samples') {
      samples += message.pcm.length;
      const bytes = encoder.push(message.pcm);
      return bytes.length > 0 ? reply(bytes, false) : null;
    }
    const last = reply(encoder.finish().tail, true);
    encoder = null;
    return last;
  };
}
