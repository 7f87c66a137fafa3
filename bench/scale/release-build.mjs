// The scale bench's release build (issue 22), run in a process of its own, started like the server
// (scripts/server-process.mjs: its V8 flags and malloc settings) by release.mjs. It builds the app on the
// scale database as the server does (production mode: analyser threads, jobs, pg pool), then builds the
// release of every seeded recording's metadata with the server's own buildRelease, audio stubbed, and prints
// one JSON line: this process's resident memory before the build and its peak during it (VmHWM, reset just
// before the build), seconds and the release's report. So the peak is what a server's process reaches
// while it builds a 1,000,000-clip release: its own baseline plus the build, nothing of the bench's.
//
//   node scripts/server-process flags… bench/scale/release-build.mjs   (env: SCALE_* below; release.mjs)
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';

const env = process.env;
const dist = env.SCALE_SERVER_DIST;
const load = (file) => import(pathToFileURL(path.join(dist, file)).href);
const { buildApp } = await load('app.js');
const { loadConfig } = await load('config.js');
const { buildRelease } = await load('modules/releases/build.js');
const { RECORDING_LANGUAGES } = await import('@dhvani/contract/enums');

const status = (field) => {
  const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(readFileSync('/proc/self/status', 'utf8'));
  return match ? Number(match[1]) * 1024 : 0;
};
const progress = (message) => process.stderr.write(`${message}\n`);

/** A 16 kHz mono 16-bit WAV of 0.1 s of silence. */
function tinyWav() {
  const data = 3200;
  const b = Buffer.alloc(44 + data);
  b.write('RIFF', 0);
  b.writeUInt32LE(36 + data, 4);
  b.write('WAVEfmt ', 8);
  b.writeUInt32LE(16, 16);
  b.writeUInt16LE(1, 20);
  b.writeUInt16LE(1, 22);
  b.writeUInt32LE(16_000, 24);
  b.writeUInt32LE(32_000, 28);
  b.writeUInt16LE(2, 32);
  b.writeUInt16LE(16, 34);
  b.write('data', 36);
  b.writeUInt32LE(data, 40);
  return b;
}

function fakeStorage(wav) {
  return {
    kind: 'local',
    stat: async () => ({ size: wav.length }),
    read: async () => Readable.from([wav]),
    readAll: async () => wav,
    localPath: () => null,
  };
}

/** Reads every file to its end and keeps only the byte count. */
function droppingSink() {
  let bytes = 0;
  return {
    get bytes() {
      return bytes;
    },
    async add(_name, size, content) {
      if (!(content instanceof Uint8Array)) for await (const chunk of content) void chunk;
      bytes += size;
    },
    async finish() {},
    abort() {},
  };
}

// The bench's API process is still serving this database: a second process shares its DATA_DIR, as every
// process of one deployment must (a process with its own would be refused at start-up, issue 34).
const dataDir = env.SCALE_DATA_DIR;
const scratch = mkdtempSync(path.join(tmpdir(), 'dhvani-scale-release-'));
const config = loadConfig({
  NODE_ENV: 'production',
  DATABASE_URL: env.SCALE_DATABASE_URL,
  DATA_DIR: dataDir,
  WEB_DIST_DIR: path.join(scratch, 'no-web'),
  JWT_SECRET: env.SCALE_JWT_SECRET,
  LOG_LEVEL: 'warn',
});
const app = await buildApp({ config, logger: false });
await app.ready();
try {
  // The server's memory once started and settled, as an operator's would be before anyone starts a release.
  await new Promise((r) => setTimeout(r, 2000));
  const before = status('VmRSS');
  writeFileSync('/proc/self/clear_refs', '5'); // resets VmHWM to the current RSS
  // Where the memory is when RSS is highest: V8's heap (used of total), Buffers and other native memory.
  let atPeak = process.memoryUsage();
  const sampler = setInterval(() => {
    const now = process.memoryUsage();
    if (now.rss > atPeak.rss) atPeak = now;
  }, 100);
  const started = performance.now();
  const workDir = path.join(scratch, 'work');
  mkdirSync(workDir);
  let report;
  try {
    report = await buildRelease(
      {
        db: app.db,
        storage: fakeStorage(tinyWav()),
        audioCodec: { convert: async () => Buffer.alloc(0) },
        licence: 'scale bench',
        readCheckState: async () => 'on',
      },
      {
        releaseId: env.SCALE_RELEASE_ID,
        name: 'scale-bench-release',
        createdAt: new Date(env.SCALE_RELEASE_CREATED_AT),
        filters: { languages: [...RECORDING_LANGUAGES] },
        sink: droppingSink(),
        workDir,
        onProgress: ({ clipsDone, clipsTotal }) => {
          if (clipsDone % 100_000 < 200) progress(`release: ${clipsDone} / ${clipsTotal} clips`);
        },
      },
    );
  } finally {
    clearInterval(sampler);
  }
  const seconds = (performance.now() - started) / 1000;
  const peak = Math.max(atPeak.rss, status('VmHWM'));
  console.log(JSON.stringify({ before, peak, atPeak, seconds, report }));
} finally {
  await app.close();
  rmSync(scratch, { recursive: true, force: true });
}
