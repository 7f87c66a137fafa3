// Reads the admin's upload of a sentence file (multipart: the options' fields and one `file` part). The file is
// streamed into a staging file, never held; its first bytes are kept to check its layout at once (a table
// without a `sentence` column, a UTF-16 file, no domain anywhere), so such a file is refused while the admin
// waits, with what to do, instead of failing later in the background.
import { createWriteStream } from 'node:fs';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import type { Multipart } from '@fastify/multipart';
import {
  IMPORT_OPTION_FIELDS,
  SENTENCE_IMPORT_MESSAGES,
  sentenceImportOptionsSchema,
  type ImportFormat,
  type SentenceImportOptions,
} from '@dhvani/contract/sentence-imports';
import { badRequest, payloadTooLarge } from '../../lib/http-error.js';
import type { Staging } from '../../storage/staging.js';
import { fieldErrors } from '../recordings/field-errors.js';
import { isBrokenMultipart } from '../recordings/receive-upload.js';
import { ImportFileError, assertNotUtf16 } from './import-lines.js';
import { formatOf, layoutOf } from './import-records.js';

export interface ReceivedImport {
  options: SentenceImportOptions;
  fileName: string;
  format: ImportFormat;
  stagedPath: string;
  sizeBytes: number;
}

const HEAD_BYTES = 64 * 1024;
const FIELDS = new Set<string>(IMPORT_OPTION_FIELDS);

function parseOptions(raw: Record<string, string>): SentenceImportOptions {
  const parsed = sentenceImportOptionsSchema.safeParse(raw);
  if (parsed.success) return parsed.data;
  throw fieldErrors(parsed.error);
}

/** The file's first line as text (a table's header), from its first bytes. */
function firstLineOf(head: Buffer): string {
  const end = head.indexOf(0x0a);
  return head
    .subarray(0, end === -1 ? head.length : end)
    .toString('utf8')
    .replace(/^\ufeff/u, '')
    .replace(/\r$/u, '');
}

/** On failure nothing is left in staging; on success the caller owns `stagedPath`. */
export async function receiveImport(request: FastifyRequest, staging: Staging): Promise<ReceivedImport> {
  const raw: Record<string, string> = {};
  let received: ReceivedImport | null = null;
  try {
    for await (const part of request.parts() as AsyncIterableIterator<Multipart>) {
      if (part.type === 'field') {
        if (!FIELDS.has(part.fieldname))
          throw badRequest(SENTENCE_IMPORT_MESSAGES.unknownField(part.fieldname));
        raw[part.fieldname] = String(part.value);
        continue;
      }
      if (part.fieldname !== 'file' || received) {
        throw badRequest(SENTENCE_IMPORT_MESSAGES.unknownField(part.fieldname));
      }
      const format = formatOf(part.filename ?? '');
      if (!format) throw badRequest(SENTENCE_IMPORT_MESSAGES.unknownFormat);
      const stagedPath = await staging.newPath();
      received = { options: null!, fileName: part.filename, format, stagedPath, sizeBytes: 0 };
      const head: Buffer[] = [];
      let headBytes = 0;
      const counter = new Transform({
        transform(chunk: Buffer, _enc, done) {
          if (headBytes < HEAD_BYTES) {
            head.push(chunk.subarray(0, HEAD_BYTES - headBytes));
            headBytes += Math.min(chunk.length, HEAD_BYTES - headBytes);
          }
          received!.sizeBytes += chunk.length;
          done(null, chunk);
        },
      });
      await pipeline(part.file, counter, createWriteStream(stagedPath));
      if (part.file.truncated) throw payloadTooLarge(SENTENCE_IMPORT_MESSAGES.tooLarge);
      const first = Buffer.concat(head);
      const options = parseOptions(raw);
      assertNotUtf16(first);
      layoutOf(format, firstLineOf(first), options.domain ?? null);
      received.options = options;
    }
    if (!received) throw badRequest(SENTENCE_IMPORT_MESSAGES.noFile);
    received.options = parseOptions(raw);
    return received;
  } catch (err) {
    if (received) await staging.discard(received.stagedPath);
    if (err instanceof ImportFileError) throw badRequest(err.message);
    throw isBrokenMultipart(err) ? badRequest(SENTENCE_IMPORT_MESSAGES.brokenUpload) : err;
  }
}
