// HTTP/1.1 over a bare TCP socket, for tests about what happens on one connection (keep-alive after an
// early answer): the test decides exactly which bytes go out and when, and reads the answers in order.
import net from 'node:net';

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export interface RawConnection {
  write(bytes: string | Buffer): void;
  /** The next complete response on this connection (content-length framed, as this server answers). */
  nextResponse(): Promise<RawResponse>;
  /** Resolves once the server has closed its side of the connection. */
  closedByServer: Promise<void>;
  destroy(): void;
}

export function connect(port: number): Promise<RawConnection> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let buffered = Buffer.alloc(0);
    let wake: (() => void) | null = null;
    let failure: Error | null = null;
    socket.on('data', (chunk: Buffer) => {
      buffered = Buffer.concat([buffered, chunk]);
      wake?.();
    });
    // A reset after the server has closed is not this helper's business; a test reads what arrived before.
    socket.on('error', (err) => {
      failure = err;
      wake?.();
    });
    const closedByServer = new Promise<void>((done) => socket.once('end', () => done()));
    socket.once('close', () => wake?.());

    function parse(): RawResponse | null {
      const end = buffered.indexOf('\r\n\r\n');
      if (end < 0) return null;
      const [statusLine = '', ...lines] = buffered.subarray(0, end).toString('latin1').split('\r\n');
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const colon = line.indexOf(':');
        headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
      }
      const length = Number(headers['content-length'] ?? 0);
      if (buffered.length < end + 4 + length) return null;
      const body = buffered.subarray(end + 4, end + 4 + length).toString('utf8');
      buffered = buffered.subarray(end + 4 + length);
      return { status: Number(statusLine.split(' ')[1]), headers, body };
    }

    async function nextResponse(): Promise<RawResponse> {
      for (;;) {
        const response = parse();
        if (response) return response;
        if (failure) throw failure;
        if (socket.destroyed || socket.readableEnded) throw new Error('connection closed before a response');
        await new Promise<void>((r) => (wake = r));
        wake = null;
      }
    }

    socket.once('connect', () =>
      resolve({
        write: (bytes) => void socket.write(bytes),
        nextResponse,
        closedByServer,
        destroy: () => socket.destroy(),
      }),
    );
    socket.once('error', reject);
  });
}
