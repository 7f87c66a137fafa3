import { fileURLToPath } from 'node:url';
import { defaultClientConditions, type UserConfig } from 'vite';
import { catalogPlugin } from './scripts/catalog-plugin.mjs';

/** Plugins the app and its tests share: the message catalogs arrive precompiled in both. */
export const sharedPlugins = [catalogPlugin()];

// Module resolution shared by vite.config.ts and vitest.config.ts, so the app and its tests see the
// same modules.
export const sharedResolve = {
  alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  // `source` makes @dhvani/contract/* resolve to its TypeScript source, so the web never waits for a
  // contract build. Setting `conditions` replaces Vite's defaults (Vite 6+), hence the spread.
  conditions: ['source', ...defaultClientConditions],
} satisfies UserConfig['resolve'];
