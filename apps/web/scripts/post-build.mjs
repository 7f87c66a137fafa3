// Runs after `vite build` (see package.json "build"):
//   1. prerenders the landing page "/" to dist/landing.html: the HTML of the React landing component, the
//      app's CSS and one tiny script, and no framework (docs/decisions/0006-static-landing.md);
//   2. preloads the Latin Inter font from every HTML page, so text does not re-flow when it arrives;
//   3. writes .br and .gz next to every text asset, which the server sends as they are (@fastify/static
//      preCompressed), so nothing is compressed per request.
import { readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build, defaultServerConditions } from 'vite';

const webDir = fileURLToPath(new URL('..', import.meta.url));
const distDir = join(webDir, 'dist');
const cacheDir = join(webDir, 'node_modules', '.cache', 'dhvani-post-build');
const landingDir = join(webDir, 'src', 'features', 'marketing', 'landing');
const alias = { '@': join(webDir, 'src') };
const quiet = { configFile: false, logLevel: 'warn', root: webDir };

async function buildEnhanceScript() {
  const result = await build({
    ...quiet,
    resolve: { alias, conditions: ['source', 'module', 'browser', 'production', 'default'] },
    build: {
      outDir: distDir,
      emptyOutDir: false,
      copyPublicDir: false,
      target: 'es2022',
      modulePreload: false,
      rollupOptions: {
        input: join(landingDir, 'landing-enhance.ts'),
        output: { format: 'es', entryFileNames: 'assets/landing-[hash].js' },
      },
    },
  });
  const output = (Array.isArray(result) ? result[0] : result).output;
  const chunk = output.find((item) => item.type === 'chunk' && item.isEntry);
  if (!chunk) throw new Error('post-build: the landing script was not emitted');
  return `/${chunk.fileName}`;
}

async function renderLandingMarkup() {
  await rm(cacheDir, { recursive: true, force: true });
  await build({
    ...quiet,
    plugins: [react()],
    resolve: { alias },
    ssr: { resolve: { conditions: ['source', ...defaultServerConditions] } },
    build: {
      ssr: join(landingDir, 'prerender-landing.tsx'),
      outDir: cacheDir,
      emptyOutDir: true,
      copyPublicDir: false,
      rollupOptions: { output: { format: 'es', entryFileNames: 'prerender-landing.mjs' } },
    },
  });
  const module = await import(pathToFileURL(join(cacheDir, 'prerender-landing.mjs')).href);
  const markup = module.renderLandingMarkup();
  await rm(cacheDir, { recursive: true, force: true });
  if (!markup.includes('Your Voice Shapes AI')) throw new Error('post-build: the landing markup has no hero');
  return markup;
}

async function fontPreload() {
  const font = (await readdir(join(distDir, 'assets'))).find((f) =>
    /^inter-latin-wght-normal-.*\.woff2$/.test(f),
  );
  return font ? `<link rel="preload" as="font" type="font/woff2" href="/assets/${font}" crossorigin>` : '';
}

function landingHtml(shell, markup, script, preload) {
  const html = shell
    // The app's entry and its preloads: the static landing page does not run the app.
    .replace(/\s*<script type="module"[^>]*src="\/assets\/[^"]+"[^>]*><\/script>/g, '')
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
    .replace(
      '</head>',
      `${shell.includes(preload) ? '' : `  ${preload}\n`}    <script type="module" src="${script}"></script>\n  </head>`,
    )
    .replace('<div id="root"></div>', () => `<div id="root">${markup}</div>`)
    .replace(/\s*<noscript>.*?<\/noscript>/s, '');
  if (!html.includes(markup) || /src="\/assets\/index-[^"]+\.js"/.test(html)) {
    throw new Error('post-build: dist/index.html no longer has the shape the landing prerender expects');
  }
  return html;
}

async function* textAssets(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* textAssets(path);
    else if (/\.(js|mjs|css|html|svg|json|txt|webmanifest)$/.test(entry.name)) yield path;
  }
}

async function precompress() {
  const brotli = promisify(brotliCompress);
  const gz = promisify(gzip);
  let count = 0;
  for await (const file of textAssets(distDir)) {
    const body = await readFile(file);
    if (body.length < 256) continue; // below one packet, compressing only adds work
    const [br, gzipped] = await Promise.all([
      brotli(body, {
        params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length },
      }),
      gz(body, { level: 9 }),
    ]);
    if (br.length < body.length) await writeFile(`${file}.br`, br);
    if (gzipped.length < body.length) await writeFile(`${file}.gz`, gzipped);
    count += 1;
  }
  return count;
}

const shellPath = join(distDir, 'index.html');
await stat(shellPath).catch(() => {
  throw new Error('post-build: run `vite build` first (dist/index.html is missing)');
});
const preload = await fontPreload();
const shell = await readFile(shellPath, 'utf8');
const [script, markup] = [await buildEnhanceScript(), await renderLandingMarkup()];
await writeFile(join(distDir, 'landing.html'), landingHtml(shell, markup, script, preload));
if (preload && !shell.includes(preload)) {
  await writeFile(shellPath, shell.replace('</head>', `    ${preload}\n  </head>`));
}
const compressed = await precompress();
process.stdout.write(
  `post-build: ${relative(webDir, join(distDir, 'landing.html'))} prerendered, ${compressed} assets precompressed\n`,
);
