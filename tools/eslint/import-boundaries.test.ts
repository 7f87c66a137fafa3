import path from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain JS module without types
import { boundaryViolation } from './import-boundaries.js';

const root = path.resolve(import.meta.dirname, '../..');
const at = (p: string) => path.join(root, p);

describe('import boundaries', () => {
  it('refuses one web feature importing another, by alias or relative path', () => {
    const file = at('apps/web/src/features/auth/pages/sign-in-page.tsx');
    expect(boundaryViolation(file, '@/features/dashboard/api')).toMatch(/feature "auth".*"dashboard"/);
    expect(boundaryViolation(file, '../../admin/x')).toMatch(/feature "auth".*"admin"/);
    expect(boundaryViolation(file, '../components/otp-input')).toBeNull();
    expect(boundaryViolation(file, '@/components/ui/button')).toBeNull();
  });
  it('refuses web importing server code', () => {
    const file = at('apps/web/src/lib/api.ts');
    expect(boundaryViolation(file, '../../../server/src/app')).toMatch(/web must not import server/);
    expect(boundaryViolation(file, '@dhvani/server/app')).toMatch(/web must not import server/);
    expect(boundaryViolation(file, '@dhvani/contract/auth')).toBeNull();
  });
  it('lets the contract import only zod and itself', () => {
    const file = at('packages/contract/src/auth.ts');
    expect(boundaryViolation(file, 'zod')).toBeNull();
    expect(boundaryViolation(file, './limits.js')).toBeNull();
    expect(boundaryViolation(file, 'axios')).toMatch(/only zod/);
    expect(boundaryViolation(file, '../../../apps/server/src/config.js')).toMatch(/own files/);
  });
  it('keeps the FLAC codec free of dependencies, except in its tests', () => {
    expect(boundaryViolation(at('packages/flac/src/decoder.ts'), './crc.js')).toBeNull();
    expect(boundaryViolation(at('packages/flac/src/decoder.ts'), 'node:fs')).toMatch(/only its own files/);
    expect(boundaryViolation(at('packages/flac/src/decoder.ts'), '@dhvani/contract/limits')).toMatch(
      /only its own files/,
    );
    expect(boundaryViolation(at('packages/flac/src/decoder.test.ts'), 'node:fs')).toBeNull();
  });
  it('refuses server importing web code', () => {
    expect(boundaryViolation(at('apps/server/src/app.ts'), '../../web/src/main')).toMatch(/server must not/);
  });
});
