import { describe, expect, it } from 'vitest';

describe('zod-config', () => {
  it('makes zod skip its eval-based compiler (and the CSP-violating probe for it)', async () => {
    await import('./zod-config');
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
  });
});
