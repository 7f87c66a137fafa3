// Where a release's files go: one .tar (the job, streamed into a staging file and then into storage) or a
// folder (the CLI). Both hash every file on its way through for SHA256SUMS; the list is kept in a file, not in
// memory, since a release may hold a million clips.
import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import tar from 'tar-stream';
import { endStream, fileStream, writeText } from './write-stream.js';

export interface ReleaseSink {
  /** Adds `name` (a path inside the release folder) with exactly `size` bytes from `content`. */
  add(name: string, size: number, content: Readable | Uint8Array): Promise<void>;
  /** Bytes written so far. */
  readonly bytes: number;
  /** Writes SHA256SUMS (every file added) and closes the sink. */
  finish(): Promise<void>;
  /** Stops writing; the caller removes what was written. */
  abort(): void;
}

type Writer = (name: string, size: number, content: Readable) => Promise<void>;

function hashing(onDigest: (hex: string) => void): Transform {
  const hash = createHash('sha256');
  return new Transform({
    transform(chunk: Buffer, _enc, done) {
      hash.update(chunk);
      done(null, chunk);
    },
    flush(done) {
      onDigest(hash.digest('hex'));
      done();
    },
  });
}

/** The hashing and SHA256SUMS shared by both sinks; `write` puts one file's bytes where they go. */
function summingSink(
  root: string,
  sumsFile: string,
  write: Writer,
  close: () => Promise<void>,
  abort: () => void,
): ReleaseSink {
  const sums = fileStream(sumsFile);
  let bytes = 0;
  const add = async (name: string, size: number, content: Readable | Uint8Array) => {
    const source = content instanceof Uint8Array ? Readable.from([Buffer.from(content)]) : content;
    let digest = '';
    const tap = hashing((hex) => (digest = hex));
    await Promise.all([
      write(`${root}/${name}`, size, tap),
      pipeline(
        source,
        tap.on('error', () => {}),
      ),
    ]);
    await writeText(sums, `${digest}  ${name}\n`);
    bytes += size;
  };
  return {
    add,
    get bytes() {
      return bytes;
    },
    async finish() {
      await endStream(sums);
      const { size } = await fs.stat(sumsFile);
      // SHA256SUMS lists every other file; it cannot list itself.
      await write(`${root}/SHA256SUMS`, size, createReadStream(sumsFile));
      bytes += size;
      await close();
      await fs.rm(sumsFile, { force: true });
    },
    abort() {
      sums.destroy();
      abort();
    },
  };
}

/** A .tar at `file` whose entries all sit in the folder `root`. */
export function tarSink(file: string, root: string, sumsFile: string): ReleaseSink {
  const pack = tar.pack();
  const out = createWriteStream(file);
  const written = pipeline(pack, out);
  written.catch(() => {}); // awaited in close(); an abort's error is the caller's to report
  const write: Writer = (name, size, content) =>
    new Promise<void>((resolve, reject) => {
      const entry = pack.entry({ name, size, mode: 0o644, mtime: new Date(0) }, (err) =>
        err ? reject(err) : resolve(),
      );
      content.on('error', reject);
      content.pipe(entry);
    });
  return summingSink(
    root,
    sumsFile,
    write,
    async () => {
      pack.finalize();
      await written;
    },
    () => {
      pack.destroy();
      out.destroy();
    },
  );
}

/** A folder `dir/root/…` (the CLI's --out). */
export function folderSink(dir: string, root: string, sumsFile: string): ReleaseSink {
  const made = new Set<string>();
  const write: Writer = async (name, _size, content) => {
    const target = path.join(dir, name);
    const parent = path.dirname(target);
    if (!made.has(parent)) {
      await fs.mkdir(parent, { recursive: true });
      made.add(parent);
    }
    await pipeline(content, createWriteStream(target));
  };
  return summingSink(
    root,
    sumsFile,
    write,
    async () => {},
    () => {},
  );
}
