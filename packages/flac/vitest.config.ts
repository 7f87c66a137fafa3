import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { conditions: ['source'] },
  test: { name: 'flac', include: ['src/**/*.test.ts'], testTimeout: 30_000 },
});
