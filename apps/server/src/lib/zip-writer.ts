// A minimal ZIP writer for personal data exports (issue 23, decision 0019): entries are stored, not deflated
// (the audio is already compact and JSON is small next to it), written one after another to a file, with
// UTF-8 names and a central directory at the end, as APPNOTE.TXT (PKWARE) 6.3 describes. Limits: 65 535
// entries and 4 GiB in all (no ZIP64); `add` refuses past them with a clear error.
import fs from 'node:fs/promises';
// CRC-32 as ZIP uses it (ISO 3309), in Node's zlib since 20.15; engines asks for 20.19.
import { crc32 } from 'node:zlib';

const LOCAL_HEADER = 0x04034b50;
const CENTRAL_HEADER = 0x02014b50;
const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const VERSION = 20; // 2.0: stored entries and folders
const MADE_BY_UNIX = (3 << 8) | VERSION;
const UTF8_NAMES = 0x0800;
const MAX_ENTRIES = 0xffff;
const MAX_OFFSET = 0xffffffff;

export class ZipLimitError extends Error {
  override readonly name = 'ZipLimitError';
}

/** MS-DOS date and time fields (local fields, 2-second steps), from a UTC instant. */
function dosDateTime(at: Date): { time: number; date: number } {
  const year = Math.max(1980, at.getUTCFullYear());
  return {
    time: (at.getUTCHours() << 11) | (at.getUTCMinutes() << 5) | Math.floor(at.getUTCSeconds() / 2),
    date: ((year - 1980) << 9) | ((at.getUTCMonth() + 1) << 5) | at.getUTCDate(),
  };
}

interface Written {
  name: Buffer;
  crc: number;
  size: number;
  offset: number;
}

export interface ZipWriter {
  add(name: string, data: Uint8Array): Promise<void>;
  /** Writes the central directory and closes the file; answers its size in bytes. */
  finish(): Promise<number>;
  /** Closes the file without finishing it (the caller deletes it). */
  abort(): Promise<void>;
}

export async function createZipFile(path: string, modified: Date): Promise<ZipWriter> {
  const file = await fs.open(path, 'w');
  const { time, date } = dosDateTime(modified);
  const entries: Written[] = [];
  let offset = 0;

  const write = async (chunk: Uint8Array) => {
    await file.write(chunk);
    offset += chunk.length;
  };

  return {
    async add(name, data) {
      if (entries.length >= MAX_ENTRIES) throw new ZipLimitError('too many files for one archive');
      if (offset + data.length + 30 + name.length > MAX_OFFSET) throw new ZipLimitError('archive over 4 GiB');
      const encoded = Buffer.from(name, 'utf8');
      const entry: Written = { name: encoded, crc: crc32(data), size: data.length, offset };
      const header = Buffer.alloc(30);
      header.writeUInt32LE(LOCAL_HEADER, 0);
      header.writeUInt16LE(VERSION, 4);
      header.writeUInt16LE(UTF8_NAMES, 6);
      header.writeUInt16LE(0, 8); // stored
      header.writeUInt16LE(time, 10);
      header.writeUInt16LE(date, 12);
      header.writeUInt32LE(entry.crc, 14);
      header.writeUInt32LE(entry.size, 18);
      header.writeUInt32LE(entry.size, 22);
      header.writeUInt16LE(encoded.length, 26);
      header.writeUInt16LE(0, 28);
      await write(header);
      await write(encoded);
      await write(data);
      entries.push(entry);
    },
    async finish() {
      const start = offset;
      for (const entry of entries) {
        const header = Buffer.alloc(46);
        header.writeUInt32LE(CENTRAL_HEADER, 0);
        header.writeUInt16LE(MADE_BY_UNIX, 4);
        header.writeUInt16LE(VERSION, 6);
        header.writeUInt16LE(UTF8_NAMES, 8);
        header.writeUInt16LE(0, 10);
        header.writeUInt16LE(time, 12);
        header.writeUInt16LE(date, 14);
        header.writeUInt32LE(entry.crc, 16);
        header.writeUInt32LE(entry.size, 20);
        header.writeUInt32LE(entry.size, 24);
        header.writeUInt16LE(entry.name.length, 28);
        // extra, comment, disk, internal attributes: 0; external: a regular file, rw-r--r--
        header.writeUInt32LE((0o100644 << 16) >>> 0, 38);
        header.writeUInt32LE(entry.offset, 42);
        await write(header);
        await write(entry.name);
      }
      if (offset > MAX_OFFSET) throw new ZipLimitError('archive over 4 GiB');
      const end = Buffer.alloc(22);
      end.writeUInt32LE(END_OF_CENTRAL_DIRECTORY, 0);
      end.writeUInt16LE(entries.length, 8);
      end.writeUInt16LE(entries.length, 10);
      end.writeUInt32LE(offset - start, 12);
      end.writeUInt32LE(start, 16);
      await write(end);
      await file.close();
      return offset;
    },
    async abort() {
      await file.close().catch(() => undefined);
    },
  };
}
