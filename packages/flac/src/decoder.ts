// A strict FLAC decoder for 16-bit mono streams (RFC 9639), for a server that must know that an upload
// is exactly what it claims: every frame header's CRC-8 and every frame's CRC-16 is checked, frames must
// be numbered in order with nothing missing, the sample count and MD5 must match STREAMINFO when it states
// them, and anything after the last frame is refused. Any encoder's output decodes (all subframe types,
// wasted bits, both Rice parameter widths, escaped partitions; fixed block sizes only); streams
// that are not 16-bit mono are described by readFlacHead so the caller can say what it got.
import { BitReader, TruncatedError } from './bit-reader.js';
import { crc16, crc8 } from './crc.js';
import {
  blockSizeOfCode,
  FLAC_MARKER,
  readStreamInfo,
  SAMPLE_RATE_CODES,
  SAMPLE_SIZES,
  STREAMINFO_BYTES,
  STREAMINFO_TYPE,
  type StreamInfo,
} from './format.js';
import { FlacFormatError } from './errors.js';
import { Md5 } from './md5.js';
import { pcmBytes } from './pcm.js';
import { decodeSubframe } from './subframe-reader.js';

export { FlacFormatError, type FlacErrorCode } from './errors.js';

export interface FlacHead {
  info: StreamInfo;
  /** Byte offset of the first frame. */
  framesOffset: number;
}

const INVALID_BLOCK_TYPE = 127;

/** Reads the marker and the metadata blocks. Throws FlacFormatError ('truncated' when more bytes are needed). */
export function readFlacHead(bytes: Uint8Array): FlacHead {
  if (bytes.length < 4) throw new FlacFormatError('truncated', 'The FLAC header is incomplete.');
  if (String.fromCharCode(...bytes.subarray(0, 4)) !== FLAC_MARKER)
    throw new FlacFormatError('not-flac', 'File is not a FLAC file');
  let at = 4;
  let info: StreamInfo | null = null;
  for (;;) {
    if (at + 4 > bytes.length) throw new FlacFormatError('truncated', 'The FLAC header is incomplete.');
    const last = (bytes[at]! & 0x80) !== 0;
    const type = bytes[at]! & 0x7f;
    const length = (bytes[at + 1]! << 16) | (bytes[at + 2]! << 8) | bytes[at + 3]!;
    const body = at + 4;
    if (type === INVALID_BLOCK_TYPE) throw new FlacFormatError('malformed', 'The FLAC header is malformed.');
    if ((info === null) !== (type === STREAMINFO_TYPE))
      throw new FlacFormatError('malformed', 'A FLAC file must start with exactly one STREAMINFO block.');
    if (type === STREAMINFO_TYPE) {
      if (length !== STREAMINFO_BYTES)
        throw new FlacFormatError('malformed', 'The FLAC STREAMINFO block has the wrong size.');
      if (body + length > bytes.length)
        throw new FlacFormatError('truncated', 'The FLAC header is incomplete.');
      info = readStreamInfo(bytes.subarray(body, body + length));
    }
    at = body + length;
    if (last) break;
  }
  if (!info) throw new FlacFormatError('malformed', 'The FLAC file has no STREAMINFO block.');
  if (info.maxBlockSize < 16 || info.minBlockSize > info.maxBlockSize)
    throw new FlacFormatError('malformed', 'The FLAC STREAMINFO block states impossible block sizes.');
  if (info.sampleRate === 0) throw new FlacFormatError('malformed', 'The FLAC file states no sample rate.');
  return { info, framesOffset: at };
}

export interface DecodedFlac {
  /** The STREAMINFO as the file states it. */
  info: StreamInfo;
  /** The STREAMINFO as it should be: the file's, with the totals, frame sizes and MD5 of what was decoded. */
  complete: StreamInfo;
  samples: Int16Array;
}

export interface DecodeOptions {
  /** Decode into this buffer when it is large enough (a worker can reuse one between files). */
  into?: Int16Array;
  /** Refuse ('too-long') a stream of more samples than this. */
  maxSamples?: number;
}

const isZero = (bytes: Uint8Array) => bytes.every((b) => b === 0);
const tooLong = (max: number) =>
  new FlacFormatError('too-long', `The FLAC file holds more than ${max} samples.`);

/** Decodes a whole 16-bit mono FLAC file. Throws FlacFormatError for anything else or anything wrong. */
export function decodeFlac(bytes: Uint8Array, options: DecodeOptions = {}): DecodedFlac {
  const { info, framesOffset } = readFlacHead(bytes);
  if (info.channels !== 1 || info.bitsPerSample !== 16)
    throw new FlacFormatError('unsupported', 'Only 16-bit mono FLAC is decoded here.');
  const reader = new BitReader(bytes);
  reader.seekByte(framesOffset);
  const maxSamples = options.maxSamples ?? Infinity;
  if (info.totalSamples > maxSamples) throw tooLong(maxSamples);
  // A stream that states its length gets exactly that room; one that does not (a stream written as it
  // was recorded) grows as it decodes.
  const wanted = info.totalSamples || 16 * info.maxBlockSize;
  let out = options.into && options.into.length >= wanted ? options.into : new Int16Array(wanted);
  const block = new Int32Array(info.maxBlockSize);
  const md5 = new Md5();
  let decoded = 0;
  let frame = 0;
  let lastCount = 0;
  let minFrameSize = Infinity;
  let maxFrameSize = 0;
  try {
    while (reader.bytePosition < bytes.length) {
      const start = reader.bytePosition;
      const count = readFrameHeader(reader, bytes, info, frame);
      if (frame > 0 && lastCount !== info.maxBlockSize)
        throw new FlacFormatError('malformed', 'Only the last FLAC frame may be shorter than the others.');
      lastCount = count;
      decodeFrameBody(reader, block, count, info.bitsPerSample, frame);
      const end = reader.bytePosition;
      if (crc16(bytes, start, end) !== reader.bits(16))
        throw new FlacFormatError('malformed', `FLAC frame ${frame} is damaged (checksum mismatch).`);
      minFrameSize = Math.min(minFrameSize, end + 2 - start);
      maxFrameSize = Math.max(maxFrameSize, end + 2 - start);
      if (decoded + count > maxSamples) throw tooLong(maxSamples);
      if (decoded + count > out.length) {
        if (info.totalSamples !== 0)
          throw new FlacFormatError('malformed', 'The FLAC file holds more samples than it says.');
        const grown = new Int16Array(Math.max(out.length * 2, decoded + count));
        grown.set(out.subarray(0, decoded));
        out = grown;
      }
      for (let i = 0; i < count; i++) {
        const s = block[i]!;
        if (s < -32768 || s > 32767)
          throw new FlacFormatError('malformed', `FLAC frame ${frame} has samples out of range.`);
        out[decoded + i] = s;
      }
      md5.update(pcmBytes(out.subarray(decoded, decoded + count)));
      decoded += count;
      frame++;
    }
  } catch (err) {
    if (err instanceof TruncatedError)
      throw new FlacFormatError('truncated', 'The FLAC file is truncated: it ends in the middle of a frame.');
    throw err;
  }
  if (decoded === 0) throw new FlacFormatError('no-samples', 'The FLAC file contains no audio samples.');
  if (info.totalSamples !== 0 && decoded !== info.totalSamples)
    throw new FlacFormatError(
      decoded < info.totalSamples ? 'truncated' : 'malformed',
      `The FLAC file holds ${decoded} samples but its header says ${info.totalSamples}.`,
    );
  const digest = md5.digest();
  if (!isZero(info.md5) && !digest.every((b, i) => b === info.md5[i]))
    throw new FlacFormatError('malformed', 'The FLAC audio does not match its MD5 checksum.');
  const complete = { ...info, totalSamples: decoded, minFrameSize, maxFrameSize, md5: digest };
  return { info, complete, samples: out.subarray(0, decoded) };
}

/**
 * Decodes a frame's subframe and its padding. A bit changed in transit shows up as whichever rule it
 * breaks first (a subframe field, the padding, or the checksum read after this); to the sender they all
 * mean the same, so each is reported as that frame being damaged.
 */
function decodeFrameBody(
  r: BitReader,
  block: Int32Array,
  count: number,
  bitsPerSample: number,
  frame: number,
) {
  try {
    decodeSubframe(r, block, count, bitsPerSample);
  } catch (err) {
    if (err instanceof FlacFormatError && err.code === 'malformed')
      throw new FlacFormatError('malformed', `FLAC frame ${frame} is damaged (${err.message}).`);
    throw err;
  }
  if (r.align() !== 0)
    throw new FlacFormatError('malformed', `FLAC frame ${frame} is damaged (bad padding).`);
}

/** Reads and checks one frame header (§9.1); returns the frame's block size. */
function readFrameHeader(r: BitReader, bytes: Uint8Array, info: StreamInfo, frame: number): number {
  const start = r.bytePosition;
  const sync = r.bits(15);
  const variable = r.bits(1) === 1;
  if (sync !== 0x7ffc)
    throw new FlacFormatError(
      'malformed',
      `Expected FLAC frame ${frame} at byte ${start}: found other data.`,
    );
  // Reference encoders write fixed block sizes; a variable-block stream is refused rather than half-tested.
  if (variable) throw new FlacFormatError('unsupported', 'FLAC with variable block sizes is not accepted.');
  const sizeCode = r.bits(4);
  const rateCode = r.bits(4);
  const channelCode = r.bits(4);
  const sizeBitsCode = r.bits(3);
  if (r.bits(1) !== 0) throw new FlacFormatError('malformed', 'A FLAC frame header is malformed.');
  if (readCodedNumber(r) !== frame)
    throw new FlacFormatError(
      'malformed',
      `FLAC frames are missing or out of order (expected frame ${frame}).`,
    );
  let count = blockSizeOfCode(sizeCode);
  if (sizeCode === 6) count = r.bits(8) + 1;
  else if (sizeCode === 7) count = r.bits(16) + 1;
  let rate: number | null = rateCode === 0 ? info.sampleRate : null;
  for (const [hz, code] of SAMPLE_RATE_CODES) if (code === rateCode) rate = hz;
  if (rateCode === 12) rate = r.bits(8) * 1000;
  else if (rateCode === 13) rate = r.bits(16);
  else if (rateCode === 14) rate = r.bits(16) * 10;
  const headerCrc = crc8(bytes, start, r.bytePosition);
  if (r.bits(8) !== headerCrc)
    throw new FlacFormatError('malformed', `FLAC frame ${frame} is damaged (header checksum mismatch).`);
  if (count === null || count > info.maxBlockSize)
    throw new FlacFormatError('malformed', `FLAC frame ${frame} has an invalid block size.`);
  const sampleBits = SAMPLE_SIZES[sizeBitsCode];
  if (
    rate !== info.sampleRate ||
    channelCode !== 0 ||
    (sampleBits !== 0 && sampleBits !== info.bitsPerSample)
  )
    throw new FlacFormatError('malformed', `FLAC frame ${frame} does not match the stream's format.`);
  return count;
}

/** FLAC's UTF-8-like coded frame number (§9.1.5). */
function readCodedNumber(r: BitReader): number {
  const first = r.bits(8);
  if (first < 0x80) return first;
  const length = Math.clz32(~(first << 24));
  if (length < 2 || length > 6)
    throw new FlacFormatError('malformed', 'A FLAC frame header has a malformed frame number.');
  let value = first & (0x7f >> length);
  for (let i = 1; i < length; i++) {
    const next = r.bits(8);
    if ((next & 0xc0) !== 0x80)
      throw new FlacFormatError('malformed', 'A FLAC frame header has a malformed frame number.');
    value = value * 64 + (next & 0x3f);
  }
  return value;
}
