import { describe, expect, it } from 'vitest';
import { encodeWav, floatToInt16, wavBlob } from './wav';

const ascii = (view: DataView, offset: number, length: number) =>
  String.fromCharCode(...Array.from({ length }, (_, i) => view.getUint8(offset + i)));

describe('encodeWav', () => {
  it('writes a 44-byte RIFF header for 16 kHz mono 16-bit PCM', () => {
    const view = new DataView(encodeWav([new Float32Array(16_000)], 16_000));
    expect(ascii(view, 0, 4)).toBe('RIFF');
    expect(view.getUint32(4, true)).toBe(36 + 32_000);
    expect(ascii(view, 8, 4)).toBe('WAVE');
    expect(ascii(view, 12, 4)).toBe('fmt ');
    expect(view.getUint32(16, true)).toBe(16);
    expect(view.getUint16(20, true)).toBe(1);
    expect(view.getUint16(22, true)).toBe(1);
    expect(view.getUint32(24, true)).toBe(16_000);
    expect(view.getUint32(28, true)).toBe(32_000);
    expect(view.getUint16(32, true)).toBe(2);
    expect(view.getUint16(34, true)).toBe(16);
    expect(ascii(view, 36, 4)).toBe('data');
    expect(view.getUint32(40, true)).toBe(32_000);
    expect(view.byteLength).toBe(44 + 32_000);
  });

  it('joins chunks in order, little-endian', () => {
    const view = new DataView(encodeWav([new Float32Array([0.5]), new Float32Array([-0.5, 0])], 16_000));
    expect(view.byteLength).toBe(44 + 6);
    expect(view.getUint32(40, true)).toBe(6);
    expect(view.getInt16(44, true)).toBe(16_384);
    expect(view.getInt16(46, true)).toBe(-16_384);
    expect(view.getInt16(48, true)).toBe(0);
    expect(view.getUint8(44)).toBe(0x00);
    expect(view.getUint8(45)).toBe(0x40);
  });

  it('is a valid empty file when nothing was captured', () => {
    const view = new DataView(encodeWav([], 16_000));
    expect(view.byteLength).toBe(44);
    expect(view.getUint32(4, true)).toBe(36);
    expect(view.getUint32(40, true)).toBe(0);
  });

  it('wraps the bytes in an audio/wav blob', () => {
    const blob = wavBlob([new Float32Array(10)], 16_000);
    expect(blob.type).toBe('audio/wav');
    expect(blob.size).toBe(64);
  });
});

describe('floatToInt16', () => {
  it('maps full scale to the 16-bit extremes', () => {
    expect(floatToInt16(1)).toBe(32_767);
    expect(floatToInt16(-1)).toBe(-32_768);
    expect(floatToInt16(0)).toBe(0);
  });

  it('clamps values outside [-1, 1] instead of wrapping around', () => {
    expect(floatToInt16(1.7)).toBe(32_767);
    expect(floatToInt16(-3)).toBe(-32_768);
    expect(floatToInt16(Number.POSITIVE_INFINITY)).toBe(32_767);
    expect(floatToInt16(Number.NaN)).toBe(0);
  });
});
