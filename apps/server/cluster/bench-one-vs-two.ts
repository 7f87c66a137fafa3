// The cluster bench (issue 34), run by bench/cluster/run.mjs (npm run bench) under tsx: one API process vs two
// behind HAProxy, on PostgreSQL, Redis and the S3 emulator (start-cluster.ts). Both sides go through the same
// HAProxy (one frontend in front of the first process alone, one round-robin over both), in alternating rounds,
// and the medians are compared. Prints one JSON line: { cases: [...] } (bench/lib/adapters.mjs genericRows).
import os from 'node:os';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ensureAudioFixtures, SPEECH_TEXTS } from '../../../scripts/make-audio-fixtures.mjs';
import { startCluster } from './start-cluster.js';
import { sendRecording } from './tus-over-http.js';
import { adminReadyToUpload } from '../test/faults/support/http-client.js';

const ROUNDS = Number(process.env.BENCH_CLUSTER_ROUNDS ?? 3);
const CLIENTS = 8;
const READ_SECONDS = 4;
const UPLOADS = 8;
const log = (m: string) => process.stderr.write(`[cluster bench] ${m}\n`);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const round1 = (x: number) => Math.round(x * 10) / 10;

const speech = readFileSync(path.join(ensureAudioFixtures().dir, 'en-clean.wav'));
let takes = 0;
/** A new take of the speech clip each time (the server accepts the same samples once). */
function take(): Buffer {
  const wav = Buffer.from(speech);
  wav.writeInt16LE(++takes % 20_000, wav.length - 2);
  return wav;
}

/** Signed-in GET /users/current from CLIENTS clients for READ_SECONDS: requests a second. */
async function readRate(base: string, token: string): Promise<number> {
  const until = performance.now() + READ_SECONDS * 1000;
  let done = 0;
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (performance.now() < until) {
        const res = await fetch(`${base}/api/v1/users/current`, {
          headers: { authorization: `Bearer ${token}` },
        });
        await res.arrayBuffer();
        if (res.status === 200) done++;
      }
    }),
  );
  return done / READ_SECONDS;
}

/** UPLOADS concurrent resumable uploads, committed and graded: seconds until the last grade. */
async function uploadSeconds(base: string, token: string): Promise<number> {
  const started = performance.now();
  await Promise.all(
    Array.from({ length: UPLOADS }, () =>
      sendRecording(base, token, take(), {
        duration: Number(((speech.length - 44) / 32_000).toFixed(2)),
        language: 'English',
        domain: 'healthcare',
        paragraph: SPEECH_TEXTS.en,
      }),
    ),
  );
  return (performance.now() - started) / 1000;
}

const cluster = await startCluster({ env: { UPLOADS_PER_MINUTE: '100000', UPLOADS_PER_DAY: '100000' } });
try {
  const token = await adminReadyToUpload(cluster.url);
  const sides = { one: cluster.firstOnlyUrl, two: cluster.url } as const;
  const reads = { one: [] as number[], two: [] as number[] };
  const uploads = { one: [] as number[], two: [] as number[] };
  for (let r = 0; r < ROUNDS; r++) {
    // Alternating, and the order flipped each round, so drift in the machine's load hits both sides alike.
    for (const side of r % 2 ? (['two', 'one'] as const) : (['one', 'two'] as const)) {
      reads[side].push(await readRate(sides[side], token));
      uploads[side].push(await uploadSeconds(sides[side], token));
      log(`round ${r + 1} ${side}: ${round1(reads[side].at(-1)!)} req/s, ${round1(uploads[side].at(-1)!)} s`);
    }
  }
  const load = os.loadavg()[0]!.toFixed(1);
  const cores = os.availableParallelism();
  const note = `median of ${ROUNDS} alternating rounds; ${cores} cores shared by the load generator, PostgreSQL, Redis, the S3 emulator, HAProxy and the API processes (nothing can be pinned apart here); load ${load}`;
  const [r1, r2, u1, u2] = [median(reads.one), median(reads.two), median(uploads.one), median(uploads.two)];
  process.stdout.write(
    `${JSON.stringify({
      cases: [
        {
          name: `GET /users/current through HAProxy, ${CLIENTS} clients: 2 processes / 1`,
          value: round1(r2 / r1),
          unit: '×',
          display: `${round1(r2 / r1)}× (1 process ${round1(r1)} req/s, 2 processes ${round1(r2)} req/s; ${note})`,
        },
        {
          name: `${UPLOADS} concurrent resumable uploads, committed and graded, through HAProxy: 1 process / 2 (time)`,
          value: round1(u1 / u2),
          unit: '×',
          display: `${round1(u1 / u2)}× (1 process ${round1(u1)} s, 2 processes ${round1(u2)} s; ${note})`,
        },
      ],
    })}\n`,
  );
} finally {
  await cluster.stop();
}
