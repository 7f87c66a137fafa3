// WAV (RIFF) encoding of captured audio: PCM, 16-bit, mono. This is the format the server's parser
// accepts (SPEC §9: wav, mono, 16000 Hz), so the recorder never ships anything else.

const HEADER_BYTES = 44;
const BYTES_PER_SAMPLE = 2;

/** Float samples in [-1, 1] to signed 16-bit; values outside the range are clamped, not wrapped. */
export function floatToInt16(value: number): number {
  const clamped = Number.isNaN(value) ? 0 : Math.max(-1, Math.min(1, value));
  // Asymmetric scale so that -1 maps to -32768 and +1 to +32767 without overflow.
  return clamped < 0 ? Math.round(clamped * 0x8000) : Math.round(clamped * 0x7fff);
}

function writeAscii(view: DataView, offset: number, text: string): void {
  for (let i = 0; i < text.length; i += 1) view.setUint8(offset + i, text.charCodeAt(i));
}

/** Total sample count of a list of chunks. */
export function countSamples(chunks: readonly Float32Array[]): number {
  return chunks.reduce((sum, chunk) => sum + chunk.length, 0);
}

/** A WAV buffer for `sampleCount` samples, its 44-byte header written; the samples go after it. */
function wavBuffer(sampleCount: number, sampleRate: number): { buffer: ArrayBuffer; view: DataView } {
  const dataBytes = sampleCount * BYTES_PER_SAMPLE;
  const buffer = new ArrayBuffer(HEADER_BYTES + dataBytes);
  const view = new DataView(buffer);

  writeAscii(view, 0, 'RIFF');
  view.setUint32(4, HEADER_BYTES - 8 + dataBytes, true);
  writeAscii(view, 8, 'WAVE');
  writeAscii(view, 12, 'fmt ');
  view.setUint32(16, 16, true); // fmt chunk size for PCM
  view.setUint16(20, 1, true); // audio format 1 = integer PCM
  view.setUint16(22, 1, true); // channels
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * BYTES_PER_SAMPLE, true); // byte rate
  view.setUint16(32, BYTES_PER_SAMPLE, true); // block align
  view.setUint16(34, 8 * BYTES_PER_SAMPLE, true); // bits per sample
  writeAscii(view, 36, 'data');
  view.setUint32(40, dataBytes, true);
  return { buffer, view };
}

/** The bytes of a mono 16-bit PCM WAV file holding `chunks` in order. */
export function encodeWav(chunks: readonly Float32Array[], sampleRate: number): ArrayBuffer {
  const { buffer, view } = wavBuffer(countSamples(chunks), sampleRate);
  let offset = HEADER_BYTES;
  for (const chunk of chunks) {
    for (const sample of chunk) {
      view.setInt16(offset, floatToInt16(sample), true);
      offset += BYTES_PER_SAMPLE;
    }
  }
  return buffer;
}

export function wavBlob(chunks: readonly Float32Array[], sampleRate: number): Blob {
  return new Blob([encodeWav(chunks, sampleRate)], { type: 'audio/wav' });
}

/** The WAV of 16-bit samples as they are (a kept FLAC decoded again): the same file the recorder made. */
export function wavBlobOfSamples(samples: Int16Array, sampleRate: number): Blob {
  const { buffer, view } = wavBuffer(samples.length, sampleRate);
  samples.forEach((sample, i) => view.setInt16(HEADER_BYTES + i * BYTES_PER_SAMPLE, sample, true));
  return new Blob([buffer], { type: 'audio/wav' });
}
