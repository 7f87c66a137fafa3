import { describe, expect, it } from 'vitest';
import { chooseParagraph, paragraphFromBody } from './paragraph';

const fallback =
  'Please read the following retail related text in Tamil: The quick brown fox jumps over the lazy dog.';

describe('paragraphFromBody', () => {
  it('reads data, else message, else text, else the whole body', () => {
    expect(paragraphFromBody({ data: 'From data', message: 'm' })).toBe('From data');
    expect(paragraphFromBody({ data: { x: 1 }, message: 'From message' })).toBe('From message');
    expect(paragraphFromBody({ text: 'From text' })).toBe('From text');
    expect(paragraphFromBody('A bare string')).toBe('A bare string');
    expect(paragraphFromBody({ other: 1 })).toBe('{"other":1}');
    expect(paragraphFromBody(null)).toBe('');
  });
});

describe('chooseParagraph', () => {
  it('keeps a usable paragraph', () => {
    expect(chooseParagraph('  A long enough paragraph.  ', 'retail', 'Tamil')).toEqual({
      text: 'A long enough paragraph.',
      usedFallback: false,
    });
  });

  it.each([
    ['too short', 'Too short'],
    ['an error', 'Internal error while generating'],
    ['an Error', 'Error: model unavailable'],
    ['a failed call', null],
  ])('falls back for %s', (_, generated) => {
    expect(chooseParagraph(generated, 'retail', 'Tamil')).toEqual({ text: fallback, usedFallback: true });
  });
});
