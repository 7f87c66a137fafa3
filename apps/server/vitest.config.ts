import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { conditions: ['source'] },
  // Server code runs in the SSR environment: resolve the contract from its TypeScript source there too.
  ssr: { resolve: { conditions: ['source', 'node', 'development|production'] } },
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    setupFiles: ['test/support/warm-database.ts'],
    // Test files in one worker share that worker's database (PGlite takes seconds to start), so modules
    // are not isolated per file; every test resets the data instead (test/support/test-app.ts).
    pool: 'forks',
    isolate: false,
    maxWorkers: 2,
    // Vitest runs projects with their own maxWorkers in a separate group: after the others.
    sequence: { groupOrder: 1 },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
