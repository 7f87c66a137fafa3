import { defineProject } from 'vitest/config';

// The topology test (issue 34): npm run test:cluster. Apart from `npm test`: it starts PostgreSQL, Redis, an S3
// emulator, two API processes and HAProxy, and runs in its own CI leg.
export default defineProject({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source', 'node', 'development|production'] } },
  test: {
    name: 'cluster',
    root: import.meta.dirname,
    include: ['cluster/**/*.test.ts'],
    pool: 'forks',
    maxWorkers: 1,
    testTimeout: 300_000,
    hookTimeout: 300_000,
  },
});
