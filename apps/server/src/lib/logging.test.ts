import { describe, expect, it } from 'vitest';
import { SLOW_REQUEST_MS, requestLineLevel } from './logging.js';

describe('requestLineLevel', () => {
  it('puts quick successful reads at debug', () => {
    expect(requestLineLevel('GET', 200, 3)).toBe('debug');
    expect(requestLineLevel('HEAD', 304, 1)).toBe('debug');
  });

  it('keeps refusals, failures, writes and slow requests at info', () => {
    expect(requestLineLevel('GET', 401, 2)).toBe('info');
    expect(requestLineLevel('GET', 503, 2)).toBe('info');
    expect(requestLineLevel('POST', 201, 2)).toBe('info');
    expect(requestLineLevel('DELETE', 200, 2)).toBe('info');
    expect(requestLineLevel('GET', 200, SLOW_REQUEST_MS)).toBe('info');
  });
});
