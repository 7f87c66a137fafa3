// 16-bit PCM as bytes: little-endian, the byte order of WAV data and of FLAC's MD5 (RFC 9639 §8.2).

const LITTLE_ENDIAN_HOST = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;

/** The samples' little-endian bytes: a view on little-endian hosts (all common ones), else a copy. */
export function pcmBytes(samples: Int16Array): Uint8Array {
  if (LITTLE_ENDIAN_HOST) return new Uint8Array(samples.buffer, samples.byteOffset, samples.byteLength);
  const out = new Uint8Array(samples.length * 2);
  const view = new DataView(out.buffer);
  for (let i = 0; i < samples.length; i++) view.setInt16(i * 2, samples[i]!, true);
  return out;
}
