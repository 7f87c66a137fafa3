// Fault (issue 17): a flood of wrong passwords from rotating addresses, across many accounts, against a real
// server process. Before, argon2 hashed on libuv's shared threadpool and 1,239 such sign-ins pushed audio
// playback to 11-14 s and uploads to 14-18 s. Now hashing has a bounded pool of its own: the flood is refused
// beyond the pool's queue (429, before any hashing), and an upload and an audio read complete while it runs.
import { describe, expect, it } from 'vitest';
import { hashSync } from '@node-rs/argon2';
import { migrate } from '../../src/db/migrate.js';
import { MAX_FAILED_SIGN_INS } from '../../src/modules/auth/policy.js';
import { ARGON2_OPTIONS } from '../../src/passwords/argon2.js';
import { PASSWORDS_BUSY } from '../../src/plugins/passwords.js';
import { makeWav, multipart, uploadParts } from '../support/recordings.js';
import { adminReadyToUpload } from './support/http-client.js';
import { serversOfEachTest, type ServerHome } from './support/server-process.js';

const ACCOUNTS = 200;
// Bounds: the flood stops by itself after this many requests or this long, whichever comes first.
const MAX_FLOOD_REQUESTS = 6000;
const FLOOD_DEADLINE_MS = 120_000;
const CONCURRENCY = 48;

interface FloodAnswer {
  status: number;
  message: string;
}

/** Inserts `ACCOUNTS` users sharing one password hash, before the server process opens the database. */
async function seedAccounts(home: ServerHome) {
  const database = await home.open();
  try {
    await migrate(database);
    const hash = hashSync('flood-right-pass-1', ARGON2_OPTIONS).replace(/'/g, "''");
    await database.exec(
      `INSERT INTO users (name, email, password_hash)
       SELECT 'Flood ' || g, 'flood-' || g || '@example.test', '${hash}' FROM generate_series(1, ${ACCOUNTS}) g`,
    );
  } finally {
    await database.close();
  }
}

/** Wrong sign-ins, each from an address of its own, until `stop()` or the bounds. */
function startFlood(base: string) {
  const answers: FloodAnswer[] = [];
  const failures: string[] = [];
  let stopped = false;
  let sent = 0;
  const deadline = Date.now() + FLOOD_DEADLINE_MS;
  const worker = async () => {
    while (!stopped && sent < MAX_FLOOD_REQUESTS && Date.now() < deadline) {
      const n = sent++;
      try {
        const res = await fetch(`${base}/api/v1/users/login`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
          },
          body: JSON.stringify({ email: `flood-${(n % ACCOUNTS) + 1}@example.test`, password: `guess-${n}` }),
        });
        const body = (await res.json().catch(() => ({}))) as { message?: string };
        answers.push({ status: res.status, message: body.message ?? '' });
      } catch (err) {
        failures.push((err as Error).message);
      }
    }
  };
  const done = Promise.all(Array.from({ length: CONCURRENCY }, worker));
  let finished = false;
  void done.then(() => (finished = true));
  return {
    answers,
    failures,
    /** True once the flood has ended by itself (its request or time bound). */
    ended: () => finished,
    async stop() {
      stopped = true;
      await done;
    },
  };
}

async function waitFor(condition: () => boolean, what: string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('wrong-password flood', () => {
  const processes = serversOfEachTest();

  it('is refused beyond the password pool, while an upload and an audio read complete', async () => {
    const home = await processes.home();
    await seedAccounts(home);
    // Behind a proxy on loopback (this test), so that every flood request comes from an address of its own.
    const server = await processes.start(home, { TRUST_PROXY: '127.0.0.1' });
    const base = server.url;
    const token = await adminReadyToUpload(base);
    const auth = { authorization: `Bearer ${token}` };
    const upload = async (wav: Buffer) => {
      const body = multipart(uploadParts({ wav }));
      const res = await fetch(`${base}/api/v1/recordings/`, {
        method: 'POST',
        headers: { ...body.headers, ...auth },
        body: body.payload,
      });
      return { status: res.status, id: ((await res.json()) as { data?: { _id?: string } }).data?._id };
    };
    const original = makeWav(3);
    const stored = await upload(original);
    expect(stored.status).toBe(201);

    const flood = startFlood(base);
    try {
      // The pool is full and refusing: the flood is at its worst.
      await waitFor(
        () => flood.answers.some((a) => a.message === PASSWORDS_BUSY),
        'a refusal by the full pool',
      );
      const [fresh, audio] = await Promise.all([
        upload(makeWav(4)),
        fetch(`${base}/api/v1/recordings/${stored.id}/audio`, { headers: auth }).then(async (res) => ({
          status: res.status,
          bytes: Buffer.from(await res.arrayBuffer()),
        })),
      ]);
      expect(flood.ended()).toBe(false);
      expect(fresh.status).toBe(201);
      expect(audio.status).toBe(200);
      expect(audio.bytes.equals(original)).toBe(true);
    } finally {
      await flood.stop();
    }

    expect(flood.failures).toEqual([]);
    const statuses = new Set(flood.answers.map((a) => a.status));
    expect([...statuses].every((s) => s === 401 || s === 429)).toBe(true);
    const busy = flood.answers.filter((a) => a.message === PASSWORDS_BUSY).length;
    const checked = flood.answers.filter((a) => a.status === 401).length;
    expect(busy).toBeGreaterThan(0);
    // Only attempts within the per-account limit ever reach the pool.
    expect(checked).toBeLessThanOrEqual(ACCOUNTS * MAX_FAILED_SIGN_INS);
  }, 300_000);
});
