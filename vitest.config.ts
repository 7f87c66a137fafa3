import { defineConfig } from 'vitest/config';

// One Vitest run covers every workspace; each project keeps its own config beside its code.
export default defineConfig({
  test: {
    projects: [
      'packages/contract/vitest.config.ts',
      'packages/flac/vitest.config.ts',
      'apps/server/vitest.config.ts',
      'apps/web/vitest.config.ts',
      { test: { name: 'tools', include: ['tools/**/*.test.ts', 'scripts/**/*.test.ts'] } },
    ],
  },
});
