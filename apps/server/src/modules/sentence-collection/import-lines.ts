// A sentence file as lines (issue 32, decision 0034): read from a byte stream, one line at a time, so a
// 100,000-line file goes through in the memory of one line. Each line is decoded on its own: one line that is
// not UTF-8 is that line's problem (bad_encoding), not the file's. A UTF-8 byte order mark at the start and
// the CR of a Windows line end are dropped. A line longer than MAX_LINE_BYTES is not held at all: its bytes
// are skipped up to the next line end and it is reported as too long.
import { SENTENCE_IMPORT_MESSAGES } from '@dhvani/contract/sentence-imports';

/** Far beyond any sentence (the rules refuse more than 400 characters); a cap on what one line may hold. */
export const MAX_LINE_BYTES = 16 * 1024;

export interface RawLine {
  /** 1 for the file's first line. */
  number: number;
  /** The decoded text, or null when the line is not UTF-8 or is too long. */
  text: string | null;
  problem: 'bad_encoding' | 'too_long' | null;
}

/** A problem with the whole file, found before any line is judged (its message says what to do). */
export class ImportFileError extends Error {
  override readonly name = 'ImportFileError';
}

const NEWLINE = 0x0a;
const CR = 0x0d;
const UTF8_BOM = [0xef, 0xbb, 0xbf];

/** Refuses a file that starts with a UTF-16 byte order mark: every line would be read wrongly. */
export function assertNotUtf16(head: Uint8Array): void {
  const [a, b] = [head[0], head[1]];
  if ((a === 0xff && b === 0xfe) || (a === 0xfe && b === 0xff)) {
    throw new ImportFileError(SENTENCE_IMPORT_MESSAGES.notUtf8);
  }
}

export async function* readLines(source: AsyncIterable<Uint8Array>): AsyncGenerator<RawLine> {
  const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
  let parts: Uint8Array[] = [];
  let held = 0;
  let tooLong = false;
  let number = 0;
  let first = true;

  const finish = (): RawLine => {
    number += 1;
    if (tooLong) return { number, text: null, problem: 'too_long' };
    let bytes = parts.length === 1 ? parts[0]! : Buffer.concat(parts);
    if (first && UTF8_BOM.every((b, i) => bytes[i] === b)) bytes = bytes.subarray(3);
    if (bytes[bytes.length - 1] === CR) bytes = bytes.subarray(0, -1);
    try {
      return { number, text: decoder.decode(bytes), problem: null };
    } catch {
      return { number, text: null, problem: 'bad_encoding' };
    }
  };
  const reset = () => {
    parts = [];
    held = 0;
    tooLong = false;
    first = false;
  };
  const keep = (bytes: Uint8Array) => {
    if (tooLong || bytes.length === 0) return;
    held += bytes.length;
    if (held > MAX_LINE_BYTES) {
      tooLong = true;
      parts = [];
    } else parts.push(bytes);
  };

  for await (const chunk of source) {
    if (first && parts.length === 0) assertNotUtf16(chunk);
    let start = 0;
    for (let end = chunk.indexOf(NEWLINE); end !== -1; end = chunk.indexOf(NEWLINE, start)) {
      keep(chunk.subarray(start, end));
      yield finish();
      reset();
      start = end + 1;
    }
    // The rest of the chunk begins the next line; copied, since a stream may reuse its buffer.
    keep(Uint8Array.prototype.slice.call(chunk, start));
  }
  if (held > 0 || tooLong) yield finish();
}
