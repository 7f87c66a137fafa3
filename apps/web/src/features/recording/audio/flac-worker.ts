// Dedicated worker that encodes the recording to FLAC while it is captured (issue 20): 16-bit samples
// in, whole frames out, so the page's thread never does the encoding. The first message's reply is the
// stream head; 'finish' answers with the last frame.
/// <reference lib="webworker" />
import { FlacEncoder } from '@dhvani/flac/encoder';

export type FlacWorkerRequest =
  { type: 'start'; sampleRate: number } | { type: 'samples'; pcm: Int16Array } | { type: 'finish' };

export type FlacWorkerReply = { type: 'bytes'; bytes: Uint8Array; samples: number; final: boolean };

let encoder: FlacEncoder | null = null;
let samples = 0;

function reply(bytes: Uint8Array, final: boolean) {
  const message: FlacWorkerReply = { type: 'bytes', bytes, samples, final };
  (self as unknown as DedicatedWorkerGlobalScope).postMessage(message, [bytes.buffer as ArrayBuffer]);
}

self.onmessage = (event: MessageEvent<FlacWorkerRequest>) => {
  const message = event.data;
  if (message.type === 'start') {
    encoder = new FlacEncoder({ sampleRate: message.sampleRate });
    samples = 0;
    reply(encoder.head(), false);
  } else if (message.type === 'samples' && encoder) {
    samples += message.pcm.length;
    const bytes = encoder.push(message.pcm);
    if (bytes.length > 0) reply(bytes, false);
  } else if (message.type === 'finish' && encoder) {
    reply(encoder.finish().tail, true);
    encoder = null;
  }
};
