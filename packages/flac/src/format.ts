// FLAC stream layout shared by the encoder and the decoder (RFC 9639): the STREAMINFO block and the
// codes a frame header uses for block sizes, sample rates and sample sizes.

export const FLAC_MARKER = 'fLaC';
export const STREAMINFO_TYPE = 0;
export const STREAMINFO_BYTES = 34;
/** The marker, one metadata block header and a STREAMINFO: where the first frame starts in our files. */
export const HEAD_BYTES = 4 + 4 + STREAMINFO_BYTES;
/** Byte offset of the STREAMINFO body in a file whose first block is the STREAMINFO (always: §8.1). */
export const STREAMINFO_OFFSET = 8;
export const FRAME_SYNC = 0xfff8;

export interface StreamInfo {
  minBlockSize: number;
  maxBlockSize: number;
  /** 0 when unknown. */
  minFrameSize: number;
  /** 0 when unknown. */
  maxFrameSize: number;
  sampleRate: number;
  channels: number;
  bitsPerSample: number;
  /** Samples per channel; 0 when unknown (a stream written before its end was known). */
  totalSamples: number;
  /** MD5 of the decoded samples; all zero when unknown. */
  md5: Uint8Array;
}

/** A STREAMINFO body (34 bytes, §8.2). */
export function writeStreamInfo(info: StreamInfo): Uint8Array {
  const out = new Uint8Array(STREAMINFO_BYTES);
  const view = new DataView(out.buffer);
  view.setUint16(0, info.minBlockSize);
  view.setUint16(2, info.maxBlockSize);
  view.setUint32(4, info.minFrameSize << 8); // 24-bit fields: write 32 and let the next overwrite
  view.setUint32(7, info.maxFrameSize << 8);
  // sample rate (20) | channels - 1 (3) | bits per sample - 1 (5) | total samples (36)
  const high = info.totalSamples >= 2 ** 32 ? Math.floor(info.totalSamples / 2 ** 32) : 0;
  view.setUint32(
    10,
    ((info.sampleRate << 12) | ((info.channels - 1) << 9) | ((info.bitsPerSample - 1) << 4) | high) >>> 0,
  );
  view.setUint32(14, info.totalSamples >>> 0);
  out.set(info.md5.subarray(0, 16), 18);
  return out;
}

export function readStreamInfo(body: Uint8Array): StreamInfo {
  const view = new DataView(body.buffer, body.byteOffset, body.byteLength);
  const packed = view.getUint32(10);
  return {
    minBlockSize: view.getUint16(0),
    maxBlockSize: view.getUint16(2),
    minFrameSize: view.getUint32(4) >>> 8,
    maxFrameSize: view.getUint32(7) >>> 8,
    sampleRate: packed >>> 12,
    channels: ((packed >>> 9) & 7) + 1,
    bitsPerSample: ((packed >>> 4) & 31) + 1,
    totalSamples: (packed & 15) * 2 ** 32 + view.getUint32(14),
    md5: body.slice(18, 34),
  };
}

/** "fLaC" and a metadata block header for a last-and-only STREAMINFO, then its body. */
export function streamHead(info: StreamInfo): Uint8Array {
  const out = new Uint8Array(HEAD_BYTES);
  out.set([0x66, 0x4c, 0x61, 0x43, 0x80 | STREAMINFO_TYPE, 0, 0, STREAMINFO_BYTES]);
  out.set(writeStreamInfo(info), STREAMINFO_OFFSET);
  return out;
}

/** Sample rates with a 4-bit code of their own in the frame header (§9.1.2). */
export const SAMPLE_RATE_CODES: ReadonlyMap<number, number> = new Map([
  [88_200, 1],
  [176_400, 2],
  [192_000, 3],
  [8_000, 4],
  [16_000, 5],
  [22_050, 6],
  [24_000, 7],
  [32_000, 8],
  [44_100, 9],
  [48_000, 10],
  [96_000, 11],
]);

/** Sample sizes by their 3-bit code (§9.1.4); 0 means "as in STREAMINFO", 3 is reserved. */
export const SAMPLE_SIZES: readonly (number | null)[] = [0, 8, 12, null, 16, 20, 24, 32];

/** The block size a 4-bit code stands for, or null when the size follows the header (6, 7) or is reserved. */
export function blockSizeOfCode(code: number): number | null {
  if (code === 1) return 192;
  if (code >= 2 && code <= 5) return 576 << (code - 2);
  if (code >= 8) return 256 << (code - 8);
  return null;
}
