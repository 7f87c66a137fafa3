import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveJwtSecret } from './secrets.js';

describe('resolveJwtSecret', () => {
  it('uses the configured secret when there is one', async () => {
    expect(await resolveJwtSecret('x'.repeat(40), '/nonexistent')).toBe('x'.repeat(40));
  });
  it('generates a secret once into DATA_DIR, private to the owner, and reuses it', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'dhvani-secret-'));
    try {
      const first = await resolveJwtSecret(null, dir);
      expect(first.length).toBeGreaterThanOrEqual(32);
      expect(await resolveJwtSecret(null, dir)).toBe(first);
      const stat = await fs.stat(path.join(dir, 'secrets', 'jwt-secret'));
      expect(stat.mode & 0o777).toBe(0o600);
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  });
});
