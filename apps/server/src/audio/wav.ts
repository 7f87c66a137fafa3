// WAV header reading and validation. A small RIFF chunk walker rather than a full parser: it works on
// the first bytes of an upload (no data needed), reports the data chunk's offset and declared size,
// returns the samples as a zero-copy view and fails with typed, actionable errors.
// Why not wavefile here: docs/decisions/0004-wav-parsing.md (wavefile is the oracle in wav.test.ts).
import { RECORDING_SAMPLE_RATE } from '@dhvani/contract/limits';

export type WavErrorCode =
  'empty' | 'not-wav' | 'truncated' | 'malformed' | 'unsupported-format' | 'no-samples';

export class WavFormatError extends Error {
  override readonly name = 'WavFormatError';
  constructor(
    readonly code: WavErrorCode,
    message: string,
  ) {
    super(message);
  }
}

export interface WavHeader {
  sampleRate: number;
  channels: number;
  bitsPerSample: number;
  /** 1 = integer PCM, 3 = IEEE float, 0xfffe = extensible (the sub-format is resolved into this). */
  formatCode: number;
  blockAlign: number;
  /** Byte offset of the first sample. */
  dataOffset: number;
  /** Size the data chunk claims; may exceed what was received (see trueDurationSeconds). */
  declaredDataBytes: number;
}

export interface ParsedWav {
  header: WavHeader;
  /** Mono 16-bit samples; a view over the input when alignment allows. */
  samples: Int16Array;
  durationSeconds: number;
}

export const REQUIRED_FORMAT = 'Audio must be 16 kHz mono 16-bit PCM WAV';
const FORMAT_PCM = 1;
const FORMAT_FLOAT = 3;
const FORMAT_EXTENSIBLE = 0xfffe;
const CODEC_NAMES: Record<number, string> = { 2: 'ADPCM', 6: 'A-law', 7: 'µ-law', 0x55: 'MP3' };

function fourCC(bytes: Uint8Array, at: number): string {
  return String.fromCharCode(bytes[at] ?? 0, bytes[at + 1] ?? 0, bytes[at + 2] ?? 0, bytes[at + 3] ?? 0);
}

function describeMismatch(h: Omit<WavHeader, 'dataOffset' | 'declaredDataBytes'>): string | null {
  const got: string[] = [];
  if (h.sampleRate !== RECORDING_SAMPLE_RATE) got.push(`${h.sampleRate} Hz`);
  if (h.channels !== 1) got.push(h.channels === 2 ? 'stereo' : `${h.channels} channels`);
  if (h.formatCode === FORMAT_FLOAT) got.push(`${h.bitsPerSample}-bit float`);
  else if (h.formatCode !== FORMAT_PCM) got.push(CODEC_NAMES[h.formatCode] ?? `format code ${h.formatCode}`);
  else if (h.bitsPerSample !== 16) got.push(`${h.bitsPerSample}-bit`);
  return got.length === 0 ? null : `${REQUIRED_FORMAT} (got ${got.join(' ')})`;
}

function readFormat(view: DataView, at: number, size: number) {
  if (size < 16) throw new WavFormatError('malformed', 'WAV format chunk is too short to describe the audio');
  let formatCode = view.getUint16(at, true);
  // WAVE_FORMAT_EXTENSIBLE keeps the real format in the first two bytes of its sub-format GUID.
  if (formatCode === FORMAT_EXTENSIBLE && size >= 26) formatCode = view.getUint16(at + 24, true);
  return {
    formatCode,
    channels: view.getUint16(at + 2, true),
    sampleRate: view.getUint32(at + 4, true),
    blockAlign: view.getUint16(at + 12, true),
    bitsPerSample: view.getUint16(at + 14, true),
  };
}

/**
 * Reads and validates the header from the start of a WAV file; the samples need not be present.
 * Throws WavFormatError unless the file is RIFF/WAVE, 16 kHz mono 16-bit PCM with a non-empty data chunk.
 */
export function readWavHeader(bytes: Uint8Array): WavHeader {
  if (bytes.length === 0) throw new WavFormatError('empty', 'File is empty');
  const magic = fourCC(bytes, 0);
  if (bytes.length < 12 || fourCC(bytes, 8) !== 'WAVE' || magic !== 'RIFF') {
    if ((magic === 'RIFX' || magic === 'RF64') && fourCC(bytes, 8) === 'WAVE')
      throw new WavFormatError('unsupported-format', `${REQUIRED_FORMAT} (got a ${magic} file)`);
    throw new WavFormatError('not-wav', 'File is not a WAV file');
  }
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let format: ReturnType<typeof readFormat> | null = null;
  let at = 12;
  while (at + 8 <= bytes.length) {
    const id = fourCC(bytes, at);
    const size = view.getUint32(at + 4, true);
    const body = at + 8;
    if (id === 'fmt ') {
      if (body + 16 > bytes.length) break;
      format = readFormat(view, body, size);
    } else if (id === 'data') {
      if (!format)
        throw new WavFormatError('malformed', 'WAV file has no format chunk before its audio data');
      const mismatch = describeMismatch(format);
      if (mismatch) throw new WavFormatError('unsupported-format', mismatch);
      if (format.blockAlign !== 2)
        throw new WavFormatError(
          'malformed',
          'WAV header is inconsistent (block size does not match 16-bit mono)',
        );
      if (size === 0 || body >= bytes.length)
        throw new WavFormatError('no-samples', 'WAV file contains no audio samples');
      return { ...format, dataOffset: body, declaredDataBytes: size };
    }
    // Chunks are padded to an even size (RIFF rule), whatever their declared size.
    at = body + size + (size % 2);
  }
  throw new WavFormatError('truncated', 'WAV header is truncated: the file ends before its audio data');
}

/**
 * Duration the audio really has: the declared data size, capped by the bytes that actually exist
 * when the whole file's length is known (an upload that stopped early declares more than it holds).
 */
export function trueDurationSeconds(header: WavHeader, totalFileBytes?: number): number {
  const available =
    totalFileBytes === undefined ? header.declaredDataBytes : Math.max(0, totalFileBytes - header.dataOffset);
  const bytes = Math.min(header.declaredDataBytes, available);
  return Math.floor(bytes / header.blockAlign) / header.sampleRate;
}

const LITTLE_ENDIAN_HOST = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;

/** Parses a complete WAV file into 16-bit mono samples. Throws WavFormatError (see readWavHeader). */
export function parseWav(bytes: Uint8Array): ParsedWav {
  const header = readWavHeader(bytes);
  const count = Math.floor(trueDurationSeconds(header, bytes.length) * header.sampleRate);
  if (count === 0) throw new WavFormatError('no-samples', 'WAV file contains no audio samples');
  const start = bytes.byteOffset + header.dataOffset;
  let samples: Int16Array;
  if (start % 2 === 0 && LITTLE_ENDIAN_HOST) {
    samples = new Int16Array(bytes.buffer, start, count);
  } else {
    // Odd offsets (or a big-endian host) cannot be viewed directly; copy once.
    const view = new DataView(bytes.buffer, start, count * 2);
    samples = new Int16Array(count);
    for (let i = 0; i < count; i++) samples[i] = view.getInt16(i * 2, true);
  }
  return { header, samples, durationSeconds: count / header.sampleRate };
}

/** A canonical 16 kHz mono 16-bit WAV file (44-byte header) around little-endian sample bytes. */
export function wavFile(pcm: Uint8Array, sampleRate = RECORDING_SAMPLE_RATE): Uint8Array {
  const out = new Uint8Array(44 + pcm.length);
  const view = new DataView(out.buffer);
  const ascii = (at: number, text: string) =>
    [...text].forEach((c, i) => view.setUint8(at + i, c.charCodeAt(0)));
  ascii(0, 'RIFF');
  view.setUint32(4, 36 + pcm.length, true);
  ascii(8, 'WAVEfmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, FORMAT_PCM, true);
  view.setUint16(22, 1, true);
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * 2, true);
  view.setUint16(32, 2, true);
  view.setUint16(34, 16, true);
  ascii(36, 'data');
  view.setUint32(40, pcm.length, true);
  out.set(pcm, 44);
  return out;
}
