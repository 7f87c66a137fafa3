import { describe, expect, it } from 'vitest';
import { crc16, crc8 } from './crc.js';

// The catalogue check values (CRC-8 poly 0x07 and CRC-16/UMTS, both from zero, unreflected) of "123456789".
const CHECK = new TextEncoder().encode('123456789');

describe('FLAC checksums', () => {
  it('computes the standard check values of CRC-8 and CRC-16', () => {
    expect(crc8(CHECK)).toBe(0xf4);
    expect(crc16(CHECK)).toBe(0xfee8);
  });

  it('covers only the range asked for', () => {
    const padded = new Uint8Array([9, 9, ...CHECK, 9]);
    expect(crc8(padded, 2, 2 + CHECK.length)).toBe(0xf4);
    expect(crc16(padded, 2, 2 + CHECK.length)).toBe(0xfee8);
  });
});
