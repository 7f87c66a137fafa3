// HTTP Range for audio playback (RFC 9110 §14): browsers seek in <audio> with `bytes=start-end`. One range
// is served as 206; several ranges are answered with the whole file (allowed, and players never ask).
import type { ByteRange } from '../../storage/types.js';

export type RangeResult =
  { kind: 'full' } | { kind: 'partial'; range: ByteRange } | { kind: 'unsatisfiable' };

export function parseRange(header: string | undefined, size: number): RangeResult {
  if (!header) return { kind: 'full' };
  const match = /^bytes=(\d*)-(\d*)$/i.exec(header.trim());
  if (!match) return { kind: 'full' }; // malformed or multi-range: ignore it, as the RFC allows
  const [, from = '', to = ''] = match;
  if (from === '' && to === '') return { kind: 'full' };
  let start: number;
  let end: number;
  if (from === '') {
    const suffix = Number(to);
    if (suffix === 0) return { kind: 'unsatisfiable' };
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(from);
    end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
    if (to !== '' && Number(to) < start) return { kind: 'full' };
  }
  if (start >= size) return { kind: 'unsatisfiable' };
  return { kind: 'partial', range: { start, end } };
}
