#!/usr/bin/env node
// Generates the test fixtures into fixtures/generated/ (git-ignored): spoken WAVs from espeak-ng + sox
// and y4m QR videos for Chromium's fake camera (written here). Nothing is downloaded, nothing is hand-made.
//
// Deterministic: the same recipe gives the same bytes (sox runs repeatable, -R, without dither, -D).
// Idempotent: manifest.json records a hash of this script; when it matches and every output exists,
// the run is a no-op. Any edit to a recipe below changes the hash and regenerates everything.
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureSystemPackages } from './ensure-system-packages.mjs';

const scriptPath = fileURLToPath(import.meta.url);
const root = resolve(dirname(scriptPath), '..');
const outDir = join(root, 'fixtures', 'generated');
const manifestPath = join(outDir, 'manifest.json');

// 16 kHz mono 16-bit is what the recorder uploads (SPEC §9). Half a second of silence either side
// gives a voice-activity detector a noise floor to measure against.
const SPEECH = [
  {
    file: 'speech-en.wav',
    voice: 'en-us',
    text:
      'Welcome to Dhvani Shilp. Please read each sentence clearly, at a natural pace, in a quiet room. ' +
      'Every recording you share helps build speech technology for all the languages of India.',
  },
  {
    file: 'speech-hi.wav',
    voice: 'hi',
    text:
      'नमस्ते। कृपया हर वाक्य को साफ़ आवाज़ में और स्वाभाविक गति से पढ़ें। ' +
      'आपकी हर रिकॉर्डिंग भारत की सभी भाषाओं के लिए बेहतर तकनीक बनाने में मदद करती है।',
  },
  {
    file: 'speech-ta.wav',
    voice: 'ta',
    text:
      'வணக்கம். ஒவ்வொரு வாக்கியத்தையும் தெளிவாகவும் இயல்பான வேகத்திலும் படியுங்கள். ' +
      'உங்கள் பதிவுகள் இந்திய மொழிகளுக்கான சிறந்த தொழில்நுட்பத்தை உருவாக்க உதவுகின்றன.',
  },
  { file: 'speech-en-short.wav', voice: 'en-us', text: 'Hello.' },
];

// Degraded variants of speech-en.wav for the quality analyser: [file, sox effects after the input].
const VARIANTS = [
  ['speech-en-quiet.wav', ['gain', '-40']],
  ['speech-en-clipped.wav', ['gain', '20']],
  // A microphone that hears nothing: the browser's gain control cannot lift it (it lifts the quiet one).
  ['silence.wav', ['vol', '0']],
];

// A QR code the recording page understands, and a plain-text one for a basic decode test.
const QR_VIDEOS = [
  { file: 'qr-recording.y4m', text: 'http://127.0.0.1/qr-recording?language=Hindi&domain=healthcare' },
  { file: 'qr-text.y4m', text: 'DHVANI-SHILP-E2E-QR-0001' },
];
const VIDEO = { width: 640, height: 480, fps: 10, seconds: 2, qrSize: 360 };

const SOX_OUT = ['-r', '16000', '-c', '1', '-b', '16', '-e', 'signed-integer'];

function run(cmd, args) {
  try {
    execFileSync(cmd, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  } catch (error) {
    const stderr = error.stderr ? String(error.stderr).trim() : '';
    throw new Error(`make-fixtures: ${cmd} failed (${error.message.split('\n')[0]})\n${stderr}`);
  }
}

function loadQrcode() {
  // qrcode is a dependency of the server; resolve it from there so hoisting does not matter.
  const require = createRequire(join(root, 'apps', 'server', 'package.json'));
  return require('qrcode');
}

function speak(work, { file, voice, text }, target) {
  const raw = join(work, `${file}.raw.wav`);
  run('espeak-ng', ['-v', voice, '-s', '170', '-w', raw, text]);
  run('sox', ['-R', '-D', raw, ...SOX_OUT, target, 'pad', '0.5', '0.5']);
  return target;
}

// A y4m video (the format Chromium's fake camera reads) written here, not by ffmpeg: a QR code centred on
// white, the same frame repeated. 4:2:0 with neutral chroma, so only the luma plane carries the picture.
function makeQrVideo(qrcode, { text }, target) {
  const qr = qrcode.create(text, { errorCorrectionLevel: 'M' });
  const { width, height, fps, seconds, qrSize } = VIDEO;
  // The QR standard asks for a quiet zone of 4 modules round the code.
  const modules = qr.modules.size + 8;
  const scale = Math.floor(qrSize / modules);
  const left = Math.floor((width - modules * scale) / 2);
  const top = Math.floor((height - modules * scale) / 2);
  const luma = Buffer.alloc(width * height, 255);
  for (let row = 0; row < qr.modules.size; row += 1) {
    for (let col = 0; col < qr.modules.size; col += 1) {
      if (!qr.modules.get(row, col)) continue;
      for (let y = 0; y < scale; y += 1) {
        const start = (top + (row + 4) * scale + y) * width + left + (col + 4) * scale;
        luma.fill(0, start, start + scale);
      }
    }
  }
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F${fps}:1 Ip A1:1 C420jpeg\n`);
  writeFileSync(target, Buffer.concat([header, ...Array.from({ length: fps * seconds }, () => frame)]));
  return target;
}

function outputs() {
  return [...SPEECH.map((s) => s.file), ...VARIANTS.map(([file]) => file), ...QR_VIDEOS.map((q) => q.file)];
}

function isFresh(hash) {
  if (!existsSync(manifestPath)) return false;
  try {
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
    return manifest.hash === hash && outputs().every((f) => existsSync(join(outDir, f)));
  } catch {
    return false;
  }
}

export async function makeFixtures({ force = false } = {}) {
  const hash = createHash('sha256').update(readFileSync(scriptPath)).digest('hex');
  if (!force && isFresh(hash)) return { generated: false, dir: outDir };

  if (!ensureSystemPackages(['fixtures'])) {
    throw new Error('make-fixtures: espeak-ng and sox are needed to synthesise the spoken clips');
  }
  const qrcode = loadQrcode();

  mkdirSync(outDir, { recursive: true });
  rmSync(manifestPath, { force: true });
  // Build in a scratch folder and move finished files in, so an interrupted run never leaves
  // a half-written fixture that looks complete.
  const work = mkdtempSync(join(tmpdir(), 'dhvani-fixtures-'));
  try {
    for (const speech of SPEECH) speak(work, speech, join(work, speech.file));
    for (const [file, effects] of VARIANTS) {
      run('sox', ['-R', '-D', join(work, 'speech-en.wav'), ...SOX_OUT, join(work, file), ...effects]);
    }
    for (const video of QR_VIDEOS) makeQrVideo(qrcode, video, join(work, video.file));
    for (const file of outputs()) renameOrCopy(join(work, file), join(outDir, file));
  } finally {
    rmSync(work, { recursive: true, force: true });
  }

  const manifest = {
    hash,
    speech: Object.fromEntries(SPEECH.map((s) => [s.file, { voice: s.voice, text: s.text }])),
    variants: VARIANTS.map(([file]) => file),
    qr: Object.fromEntries(QR_VIDEOS.map((q) => [q.file, q.text])),
    video: VIDEO,
  };
  writeFileSync(manifestPath, `${JSON.stringify(manifest, null, 2)}\n`);
  return { generated: true, dir: outDir };
}

function renameOrCopy(from, to) {
  try {
    renameSync(from, to);
  } catch {
    // /tmp may be another filesystem; fall back to copy + rename within the target folder.
    const staging = `${to}.partial`;
    writeFileSync(staging, readFileSync(from));
    renameSync(staging, to);
  }
}

if (process.argv[1] && resolve(process.argv[1]) === scriptPath) {
  const force = process.argv.includes('--force');
  makeFixtures({ force }).then(
    ({ generated, dir }) => console.log(`make-fixtures: ${generated ? 'generated' : 'up to date'} in ${dir}`),
    (error) => {
      console.error(error.message);
      process.exit(1);
    },
  );
}
