// Writing text to a file stream with back-pressure, and closing it with its error, for the release's files.
import { once } from 'node:events';
import type { Writable } from 'node:stream';

export async function writeText(out: Writable, text: string): Promise<void> {
  if (!out.write(text)) await once(out, 'drain');
}

export function endStream(out: Writable): Promise<void> {
  return new Promise((resolve, reject) => out.end((err?: Error | null) => (err ? reject(err) : resolve())));
}
