// The references' cache: bounded by bytes, least recently used out first, one synthesis for a text asked
// for twice at once, and nothing kept from a synthesis that failed.
import { describe, expect, it } from 'vitest';
import { createReferenceCache } from './reference-cache.js';

const value = (byteLength: number) => ({ byteLength });

describe('the reference cache', () => {
  it('drops the least recently used once over its bytes', async () => {
    const cache = createReferenceCache<{ byteLength: number }>(100);
    await cache.get('a', async () => value(40));
    await cache.get('b', async () => value(40));
    cache.peek('a');
    await cache.get('c', async () => value(40));
    expect(cache.peek('b')).toBeUndefined();
    expect(cache.peek('a')).toBeDefined();
    expect(cache.peek('c')).toBeDefined();
    expect(cache.bytes).toBe(80);
  });

  it('makes a value asked for twice at once only once', async () => {
    const cache = createReferenceCache<{ byteLength: number }>(100);
    let made = 0;
    const make = async () => {
      made++;
      return value(10);
    };
    const [one, two] = await Promise.all([cache.get('a', make), cache.get('a', make)]);
    expect(made).toBe(1);
    expect(one).toBe(two);
  });

  it('keeps nothing from a failure, and nothing bigger than itself', async () => {
    const cache = createReferenceCache<{ byteLength: number }>(100);
    await expect(cache.get('a', async () => Promise.reject(new Error('no')))).rejects.toThrow('no');
    expect(cache.size).toBe(0);
    await cache.get('big', async () => value(500));
    expect(cache.size).toBe(0);
    expect(await cache.get('a', async () => value(10))).toEqual(value(10));
  });
});
