// What makes two uploads the same recording (issue 17 §3): their samples. The fingerprint is the sha256 of the
// samples as 16-bit little-endian PCM — a WAV's data chunk, or a FLAC decoded — so the same audio has the same
// fingerprint whatever header or metadata it carries, and whether it comes as WAV or as FLAC.
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import type { WavHeader } from '../../audio/wav.js';

/** Of a staged WAV of `size` bytes: the whole samples its data chunk holds (as trueDurationSeconds counts). */
export async function wavSamplesSha256(file: string, header: WavHeader, size: number): Promise<string> {
  const available = Math.min(header.declaredDataBytes, size - header.dataOffset);
  const bytes = available - (available % header.blockAlign);
  const hash = createHash('sha256');
  if (bytes > 0) {
    const end = header.dataOffset + bytes - 1;
    for await (const chunk of createReadStream(file, { start: header.dataOffset, end })) hash.update(chunk);
  }
  return hash.digest('hex');
}
