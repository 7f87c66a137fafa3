// Dedicated worker that encodes the recording to FLAC while it is captured (issue 20), so the page's thread
// never does the encoding (the encoding itself: flac-stream.ts).
/// <reference lib="webworker" />
import { createFlacStream, type FlacWorkerRequest } from './flac-stream';

export type { FlacWorkerReply, FlacWorkerRequest } from './flac-stream';

const encode = createFlacStream();

self.onmessage = (event: MessageEvent<FlacWorkerRequest>) => {
  const reply = encode(event.data);
  if (reply) {
    (self as unknown as DedicatedWorkerGlobalScope).postMessage(reply, [reply.bytes.buffer as ArrayBuffer]);
  }
};
