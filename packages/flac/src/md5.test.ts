import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { Md5, md5, toHex } from './md5.js';

const nodeMd5 = (bytes: Uint8Array) => createHash('md5').update(bytes).digest('hex');
const bytesOf = (length: number) => Uint8Array.from({ length }, (_, i) => (i * 131 + 7) & 0xff);

describe('md5', () => {
  it('matches Node for lengths around the 64-byte block and its padding boundary', () => {
    for (const length of [0, 1, 55, 56, 57, 63, 64, 65, 119, 120, 128, 1000, 100_003]) {
      const bytes = bytesOf(length);
      expect(toHex(md5(bytes)), `length ${length}`).toBe(nodeMd5(bytes));
    }
  });

  it('gives the same digest however the input is split between updates', () => {
    const bytes = bytesOf(5000);
    const hash = new Md5();
    for (let at = 0, step = 1; at < bytes.length; at += step, step = (step * 7) % 97 || 1) {
      hash.update(bytes.subarray(at, at + step));
    }
    expect(toHex(hash.digest())).toBe(nodeMd5(bytes));
  });
});
