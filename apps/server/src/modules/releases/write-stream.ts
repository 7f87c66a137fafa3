// Writing text to a file stream with back-pressure, and closing it with its error, for the release's files.
import { once } from 'node:events';
import { createWriteStream, type WriteStream } from 'node:fs';
import type { Writable } from 'node:stream';

/**
 * A file stream for one of the release's files. A build that is given up destroys its streams while a
 * write may still be in flight (the file not even open yet); that write's late ERR_STREAM_DESTROYED must
 * not become an uncaught exception that takes the server down. A live error is not lost: the stream keeps
 * it (`errored`), and the next writeText or endStream rejects with it.
 */
export function fileStream(file: string): WriteStream {
  const out = createWriteStream(file);
  out.on('error', () => {});
  return out;
}

export async function writeText(out: Writable, text: string): Promise<void> {
  if (out.errored) throw out.errored;
  if (!out.write(text)) await once(out, 'drain');
}

export function endStream(out: Writable): Promise<void> {
  if (out.errored) return Promise.reject(out.errored);
  return new Promise((resolve, reject) => out.end((err?: Error | null) => (err ? reject(err) : resolve())));
}
