// The two checksums of a FLAC frame (RFC 9639 §9.1.8 and §9.3): CRC-8 (polynomial x^8 + x^2 + x + 1)
// over the frame header and CRC-16 (x^16 + x^15 + x^2 + 1) over the whole frame, both MSB first, from 0.

function table(bits: 8 | 16, polynomial: number): Uint16Array {
  const top = 1 << (bits - 1);
  const mask = (1 << bits) - 1;
  const out = new Uint16Array(256);
  for (let byte = 0; byte < 256; byte++) {
    let crc = byte << (bits - 8);
    for (let i = 0; i < 8; i++) crc = (crc & top ? (crc << 1) ^ polynomial : crc << 1) & mask;
    out[byte] = crc;
  }
  return out;
}

const CRC8 = table(8, 0x07);
const CRC16 = table(16, 0x8005);

export function crc8(bytes: Uint8Array, start = 0, end = bytes.length): number {
  let crc = 0;
  for (let i = start; i < end; i++) crc = CRC8[crc ^ bytes[i]!]!;
  return crc;
}

export function crc16(bytes: Uint8Array, start = 0, end = bytes.length): number {
  let crc = 0;
  for (let i = start; i < end; i++) crc = ((crc << 8) & 0xffff) ^ CRC16[(crc >>> 8) ^ bytes[i]!]!;
  return crc;
}
