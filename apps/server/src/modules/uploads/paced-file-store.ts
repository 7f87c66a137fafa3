// Where a PATCH body waits between the socket and the disk (issue 20, docs/decisions/0029). @tus/server
// reads a body through a web stream (srvx's `Readable.toWeb`, which copies every piece) and four Node
// streams (back from web, a PassThrough, its size limiter, the file store's counter) before the file's
// write stream, and each of them reads a 64 KB piece ahead: a whole 256 KB PATCH came off the socket at
// once and waited in memory for its file writes. Under load that wait outlived a young-generation
// collection or two, and a promoted buffer is freed only by a full one, which V8 starts for external
// memory only ~64 MB later. Here the body is read from the request only as fast as the store writes it,
// one piece ahead, with no copy: the rest of a PATCH waits in the kernel's socket buffers (TCP flow
// control), and a piece is written and dropped within a few event-loop turns of arriving.
//
// tus itself is unchanged: its handler checks the offset, the length and the lock as before, and then
// reads the body it is given; only what that body is, and how the store writes, differ.
import type { IncomingMessage } from 'node:http';
import { open, type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { FileStore } from '@tus/file-store';
import { ERRORS } from '@tus/server';

/** Bytes read from a request and not yet written past which its body waits: one socket read. */
const AHEAD_BYTES = 64 * 1024;

/** How far a body is ahead of its upload's file writes. */
class Pace {
  #ahead = 0;
  #ended = false;
  #wake: (() => void) | null = null;

  read(bytes: number) {
    this.#ahead += bytes;
  }
  wrote(bytes: number) {
    this.#ahead -= bytes;
    this.#resume();
  }
  /** The write is over (done, failed or abandoned): nothing waits for it any more. */
  end() {
    this.#ended = true;
    this.#resume();
  }
  async room(): Promise<void> {
    while (!this.#ended && this.#ahead >= AHEAD_BYTES) await new Promise<void>((r) => (this.#wake = r));
  }
  #resume() {
    const wake = this.#wake;
    this.#wake = null;
    wake?.();
  }
}

/** tus's FileStore, writing one piece at a time and telling the body of the upload it writes. */
export class PacedFileStore extends FileStore {
  /** The write under way per upload. tus writes an upload only holding its lock, so there is one at most. */
  readonly #paces = new Map<string, Pace>();

  /**
   * The body of a request to upload `id`, as tus reads a request's body (a web stream): each piece as the
   * HTTP parser made it, read only when asked for and, while this store writes the upload, when the
   * previous pieces are written. tus reads a body only once it holds the upload's lock and has begun the
   * store's write, so the write this body waits for is its own.
   */
  body(req: IncomingMessage, id: string): ReadableStream<Uint8Array> {
    const pieces = (req as Readable)[Symbol.asyncIterator]() as AsyncIterator<Uint8Array>;
    return new ReadableStream<Uint8Array>(
      {
        pull: async (controller) => {
          const pace = this.#paces.get(id);
          await pace?.room();
          const { value, done } = await pieces.next();
          if (done) return controller.close();
          pace?.read(value.byteLength);
          controller.enqueue(value);
        },
        cancel: async (reason) => {
          await pieces.return?.(reason);
        },
      },
      // No queue: a piece is read from the request only when the reader asks for one.
      { highWaterMark: 0 },
    );
  }

  /** FileStore's write (at `offset`, the new offset back, FILE_WRITE_ERROR on any failure), paced. */
  override async write(readable: Readable, id: string, offset: number): Promise<number> {
    // Registered before the first await: tus's first read of the body comes after this call.
    const pace = new Pace();
    this.#paces.set(id, pace);
    let file: FileHandle | undefined;
    let at = offset;
    try {
      file = await open(path.resolve(this.directory, id), 'r+');
      for await (const piece of readable as AsyncIterable<Uint8Array>) {
        for (let done = 0; done < piece.byteLength;)
          done += (await file.write(piece, done, piece.byteLength - done, at + done)).bytesWritten;
        at += piece.byteLength;
        pace.wrote(piece.byteLength);
      }
      return at;
    } catch {
      throw ERRORS.FILE_WRITE_ERROR;
    } finally {
      pace.end();
      if (this.#paces.get(id) === pace) this.#paces.delete(id);
      await file?.close();
    }
  }
}
