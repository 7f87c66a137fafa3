import { defineProject } from 'vitest/config';
import { sharedPlugins, sharedResolve } from './vite.shared.ts';

export default defineProject({
  plugins: sharedPlugins,
  resolve: sharedResolve,
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['src/test/setup.ts'],
  },
});
