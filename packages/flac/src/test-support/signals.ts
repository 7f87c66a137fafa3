// Test signals and independent tools for the FLAC tests: speech from the generated fixtures, seeded
// noise, and Debian's reference `flac` command (installed by scripts/ensure-system-packages.mjs).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureAudioFixtures } from '../../../../scripts/make-audio-fixtures.mjs';

/** The 16-bit samples of a canonical 44-byte-header WAV. */
export function wavSamples(wav: Uint8Array): Int16Array {
  const count = Math.floor((wav.length - 44) / 2);
  return new Int16Array(Uint8Array.prototype.slice.call(wav, 44, 44 + count * 2).buffer);
}

export function wavOf(samples: Int16Array, sampleRate = 16_000, channels = 1): Buffer {
  const data = Buffer.from(samples.buffer, samples.byteOffset, samples.byteLength);
  const head = Buffer.alloc(44);
  head.write('RIFF', 0, 'ascii');
  head.writeUInt32LE(36 + data.length, 4);
  head.write('WAVEfmt ', 8, 'ascii');
  head.writeUInt32LE(16, 16);
  head.writeUInt16LE(1, 20);
  head.writeUInt16LE(channels, 22);
  head.writeUInt32LE(sampleRate, 24);
  head.writeUInt32LE(sampleRate * channels * 2, 28);
  head.writeUInt16LE(channels * 2, 32);
  head.writeUInt16LE(16, 34);
  head.write('data', 36, 'ascii');
  head.writeUInt32LE(data.length, 40);
  return Buffer.concat([head, data]);
}

export function speech(name = 'en-clean.wav'): Int16Array {
  return wavSamples(readFileSync(path.join(ensureAudioFixtures().dir, name)));
}

export function noise(count: number, amplitude: number, seed = 1): Int16Array {
  let state = seed >>> 0;
  return Int16Array.from({ length: count }, () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return Math.round((state / 2 ** 32 - 0.5) * 2 * amplitude);
  });
}

export function tone(count: number, hz: number, amplitude: number, rate = 16_000): Int16Array {
  return Int16Array.from({ length: count }, (_, i) =>
    Math.round(amplitude * Math.sin((2 * Math.PI * hz * i) / rate)),
  );
}

/** Runs `flac` with `args` on `input` written to a temporary file; returns the output file's bytes. */
function withFlacTool(
  input: Uint8Array,
  inputName: string,
  args: (inFile: string, outFile: string) => string[],
): Buffer {
  const dir = mkdtempSync(path.join(tmpdir(), 'flac-test-'));
  try {
    const inFile = path.join(dir, inputName);
    const outFile = path.join(dir, 'out');
    writeFileSync(inFile, input);
    execFileSync('flac', ['--silent', '--force', ...args(inFile, outFile)], { stdio: 'pipe' });
    return existsSync(outFile) ? readFileSync(outFile) : Buffer.alloc(0);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Debian's reference decoder: FLAC bytes in, the 16-bit samples out. Throws when it refuses the file. */
export function referenceDecode(flac: Uint8Array): Int16Array {
  const wav = withFlacTool(flac, 'in.flac', (i, o) => [
    '--decode',
    '--force-raw-format',
    '--endian=little',
    '--sign=signed',
    '-o',
    o,
    i,
  ]);
  return new Int16Array(wav.buffer.slice(wav.byteOffset, wav.byteOffset + wav.length));
}

/** Debian's reference encoder, with extra `flac` options. */
export function referenceEncode(
  samples: Int16Array,
  options: string[] = [],
  sampleRate = 16_000,
  channels = 1,
) {
  return withFlacTool(wavOf(samples, sampleRate, channels), 'in.wav', (i, o) => [...options, '-o', o, i]);
}

/** `flac --test`: throws unless every frame's CRC and the STREAMINFO's MD5 check out. */
export function referenceTest(flac: Uint8Array): void {
  withFlacTool(flac, 'in.flac', (i) => ['--test', i]);
}
