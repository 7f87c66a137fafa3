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

  it('keeps the web in layers: app -> features -> components, hooks, lib', () => {
    const feature = at('apps/web/src/features/auth/lib/use-finish-sign-in.ts');
    expect(boundaryViolation(feature, '@/app/guards/require-auth')).toMatch(/must not import the app/);
    expect(boundaryViolation(feature, '@/lib/sign-in-redirect')).toBeNull();
    const shared = at('apps/web/src/components/layout/nav-account.tsx');
    expect(boundaryViolation(shared, '@/features/profile/lib/leave-signed-out')).toMatch(
      /must not import feature/,
    );
    expect(boundaryViolation(shared, '../../app/router')).toMatch(/must not import the app/);
    expect(boundaryViolation(shared, '@/hooks/use-session')).toBeNull();
    expect(
      boundaryViolation(at('apps/web/src/app/router.tsx'), '@/features/auth/pages/sign-in-page'),
    ).toBeNull();
  });

  it('keeps the shared web folders in layers, so they cannot import each other in a cycle', () => {
    const lib = at('apps/web/src/lib/api.ts');
    expect(boundaryViolation(lib, '@/i18n/i18n-store')).toMatch(/lib\/ must not import i18n\//);
    expect(boundaryViolation(at('apps/web/src/lib/unsent/send.ts'), '../../hooks/use-session')).toMatch(
      /lib\/ must not import hooks\//,
    );
    expect(boundaryViolation(lib, './session-storage')).toBeNull();
    expect(boundaryViolation(at('apps/web/src/hooks/use-unsent.ts'), '@/i18n/use-t')).toMatch(
      /hooks\/ must not import i18n\//,
    );
    expect(boundaryViolation(at('apps/web/src/hooks/use-unsent.ts'), '@/lib/unsent/store')).toBeNull();
    expect(boundaryViolation(at('apps/web/src/i18n/use-t.ts'), '@/hooks/use-session')).toBeNull();
    expect(boundaryViolation(at('apps/web/src/i18n/use-t.ts'), '@/components/ui/button')).toMatch(
      /i18n\/ must not import components\//,
    );
    expect(boundaryViolation(at('apps/web/src/components/ui/button.tsx'), '@/i18n/use-t')).toBeNull();
    // Tests set things up across layers.
    expect(boundaryViolation(at('apps/web/src/lib/api.test.ts'), '@/i18n/i18n-store')).toBeNull();
  });

  it('keeps server infrastructure free of feature modules', () => {
    expect(
      boundaryViolation(at('apps/server/src/plugins/passwords.ts'), '../modules/auth/policy.js'),
    ).toMatch(/infrastructure/);
    expect(boundaryViolation(at('apps/server/src/app.ts'), './modules/index.js')).toBeNull();
    expect(
      boundaryViolation(at('apps/server/src/plugins/auth.test.ts'), '../modules/auth/policy.js'),
    ).toBeNull();
  });

  it('keeps a server feature in layers: routes -> services -> repositories', () => {
    const routes = at('apps/server/src/modules/recordings/read-routes.ts');
    expect(boundaryViolation(routes, './repository.js')).toMatch(/routes file must not import a repository/);
    expect(boundaryViolation(routes, './read-service.js')).toBeNull();
    const service = at('apps/server/src/modules/admin/service.ts');
    expect(boundaryViolation(service, '../recordings/read-routes.js')).toMatch(
      /service file must not import a routes/,
    );
    expect(boundaryViolation(service, '../recordings/repository.js')).toBeNull();
    const repository = at('apps/server/src/modules/recordings/repository.ts');
    expect(boundaryViolation(repository, './upload-service.js')).toMatch(
      /repository file must not import a service/,
    );
    // A type is not a dependency on what runs.
    expect(boundaryViolation(service, '../recordings/read-routes.js', { typeOnly: true })).toBeNull();
    expect(boundaryViolation(at('apps/server/src/modules/recordings/plugin.ts'), './routes.js')).toBeNull();
  });

  it('lets server modules depend only on lower layers, so none import each other', () => {
    const users = at('apps/server/src/modules/users/service.ts');
    expect(boundaryViolation(users, '../auth/codes-service.js')).toBeNull();
    const auth = at('apps/server/src/modules/auth/service.ts');
    expect(boundaryViolation(auth, '../users/service.js')).toMatch(
      /module "auth" must not import module "users"/,
    );
    expect(boundaryViolation(auth, '../users/service.js', { typeOnly: true })).toMatch(
      /must not import module/,
    );
    // Same layer: neither way.
    expect(boundaryViolation(auth, '../recordings/repository.js')).toMatch(/must not import module/);
    // A module with no layer yet may use the others, but nobody may use it.
    expect(
      boundaryViolation(at('apps/server/src/modules/new-thing/service.ts'), '../auth/service.js'),
    ).toBeNull();
    expect(boundaryViolation(auth, '../new-thing/service.js')).toMatch(/must not import module "new-thing"/);
  });
});
