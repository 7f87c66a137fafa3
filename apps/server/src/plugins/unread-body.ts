// A request answered before its body was read — an upload refused on its first bytes (415), or before it
// was read at all (401, 403, 429) — leaves the rest of the body on the connection. The multipart reader has
// stopped consuming it, so Node neither reads nor discards it: the client's remaining bytes and its next
// request on the same keep-alive connection wait until the request timeout (issue 17 §4).
//
// So: a body up to MAX_DRAIN_BYTES is read and thrown away after the answer, and the connection stays
// usable; a bigger or unsized (chunked) one is not worth receiving, and the answer says `Connection: close`,
// so the client opens a new connection for its next request.
import fp from 'fastify-plugin';
import { MAX_UPLOAD_BYTES } from '@dhvani/contract/recordings';

/** Room for the largest upload a client may legitimately send, with its multipart framing. */
export const MAX_DRAIN_BYTES = MAX_UPLOAD_BYTES + 1024 * 1024;

export default fp(
  async (app) => {
    app.addHook('onSend', (request, reply, payload, done) => {
      const raw = request.raw;
      // `complete` is undefined on app.inject()'s simulated requests, which have no connection to keep.
      if (raw.complete !== false || raw.destroyed) return done(null, payload);
      const length = raw.headers['content-length'];
      if (length !== undefined && Number(length) <= MAX_DRAIN_BYTES) {
        // Whatever was reading the body has given up on it; detach it and let the bytes flow to nowhere.
        raw.unpipe();
        raw.resume();
      } else {
        reply.header('connection', 'close');
      }
      done(null, payload);
    });
  },
  { name: 'unread-body' },
);
