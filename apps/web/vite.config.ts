import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type ProxyOptions } from 'vite';
import { sharedPlugins, sharedResolve } from './vite.shared.ts';

// The API server of `npm run dev` (DESIGN §2: PORT defaults to 8080).
const apiProxy: Record<string, ProxyOptions> = { '/api': { target: 'http://127.0.0.1:8080' } };

export default defineConfig(({ command }) => ({
  plugins: [react(), tailwindcss(), cspSafeSonner(), ...sharedPlugins],
  resolve: {
    ...sharedResolve,
    // The catalogs arrive precompiled (scripts/catalog-plugin.mjs), so the browser never parses ICU text:
    // the build leaves the parser out (about 5 KB gzipped). Dev keeps it, for catalogs edited live.
    alias: [
      ...Object.entries(sharedResolve.alias).map(([find, replacement]) => ({ find, replacement })),
      ...(command === 'build'
        ? [
            {
              find: /^@formatjs\/icu-messageformat-parser$/,
              replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
            },
          ]
        : []),
    ],
  },
  server: { host: '127.0.0.1', port: 5173, strictPort: true, proxy: apiProxy },
  preview: { host: '127.0.0.1', port: 4173, proxy: apiProxy },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    target: 'es2022',
    // scripts/post-build.mjs reads it to preload each prerendered page's chunks, then deletes it.
    manifest: true,
  },
}));

// sonner adds its stylesheet by appending a <style> element when it is imported. The server's
// Content-Security-Policy allows styles from 'self' only, so in the build that injection is switched
// off and src/styles/index.css imports the same rules from sonner/dist/styles.css instead.
// If a sonner upgrade changes the injector, the build fails here rather than shipping unstyled toasts.
function cspSafeSonner(): Plugin {
  const injector = 'function __insertCSS(code) {';
  return {
    name: 'dhvani:csp-safe-sonner',
    apply: 'build',
    transform(code, id) {
      if (!/[\\/]sonner[\\/]dist[\\/]index\.mjs$/.test(id)) return null;
      if (!code.includes(injector)) this.error('sonner no longer has __insertCSS: update cspSafeSonner()');
      return { code: code.replace(injector, `${injector} return;`), map: null };
    },
  };
}
