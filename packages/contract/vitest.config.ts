import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { conditions: ['source'] },
  test: { name: 'contract', include: ['src/**/*.test.ts'] },
});
