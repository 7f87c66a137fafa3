// What the server accepts as FLAC: 16 kHz mono 16-bit, as a WAV upload must be (audio/wav.ts). The codec
// itself lives in packages/flac; this says what we want from it and in which words we refuse the rest.
import { FlacFormatError, readFlacHead, type FlacHead } from '@dhvani/flac/decoder';
import type { StreamInfo } from '@dhvani/flac/format';
import { RECORDING_SAMPLE_RATE } from '@dhvani/contract/limits';

export const FLAC_REQUIRED_FORMAT = 'Audio must be 16 kHz mono 16-bit FLAC';

export function describeFlacMismatch(info: StreamInfo): string | null {
  const got: string[] = [];
  if (info.sampleRate !== RECORDING_SAMPLE_RATE) got.push(`${info.sampleRate} Hz`);
  if (info.channels !== 1) got.push(info.channels === 2 ? 'stereo' : `${info.channels} channels`);
  if (info.bitsPerSample !== 16) got.push(`${info.bitsPerSample}-bit`);
  return got.length === 0 ? null : `${FLAC_REQUIRED_FORMAT} (got ${got.join(' ')})`;
}

/** Reads the head of a FLAC file and refuses any format but ours ('unsupported', with what it is). */
export function readAcceptedFlacHead(bytes: Uint8Array): FlacHead {
  const head = readFlacHead(bytes);
  const mismatch = describeFlacMismatch(head.info);
  if (mismatch) throw new FlacFormatError('unsupported', mismatch);
  return head;
}

export const isFlac = (bytes: Uint8Array) =>
  bytes[0] === 0x66 && bytes[1] === 0x4c && bytes[2] === 0x61 && bytes[3] === 0x43; // "fLaC"
