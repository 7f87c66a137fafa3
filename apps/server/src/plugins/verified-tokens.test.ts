import { describe, expect, it } from 'vitest';
import { createVerifiedTokens } from './verified-tokens.js';

describe('createVerifiedTokens', () => {
  it('answers a remembered token until its exp, then says expired and forgets it', () => {
    const tokens = createVerifiedTokens<{ sub: string }>();
    tokens.set('t1', { sub: 'u1' }, 1000);
    expect(tokens.get('t1', 999.5)).toEqual({ sub: 'u1' });
    expect(tokens.get('t1', 1000)).toBe('expired');
    expect(tokens.get('t1', 1000)).toBeNull();
    expect(tokens.size).toBe(0);
  });

  it('knows only byte-identical tokens', () => {
    const tokens = createVerifiedTokens<{ sub: string }>();
    tokens.set('header.payload.signature', { sub: 'u1' }, 1000);
    expect(tokens.get('header.payload.signaturE', 1)).toBeNull();
    expect(tokens.get('header.payload.signature ', 1)).toBeNull();
  });

  it('stays within its bound by forgetting the token remembered longest ago', () => {
    const tokens = createVerifiedTokens<number>(2);
    tokens.set('a', 1, 1000);
    tokens.set('b', 2, 1000);
    tokens.set('c', 3, 1000);
    expect(tokens.size).toBe(2);
    expect(tokens.get('a', 1)).toBeNull();
    expect(tokens.get('c', 1)).toBe(3);
  });
});
