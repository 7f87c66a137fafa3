import { defineProject } from 'vitest/config';
import { sharedResolve } from './vite.shared.ts';

export default defineProject({
  resolve: sharedResolve,
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['src/test/setup.ts'],
  },
});
