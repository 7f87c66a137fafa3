// Runs after `vite build` (see package.json "build"):
//   1. prerenders the landing page "/" to dist/landing.html (and each other language's copy, '/hi' to
//      dist/landing-hi.html, issue 19): the HTML of the React landing component, the
//      app's CSS and one tiny script, and no framework (docs/decisions/0006-static-landing.md);
//   2. prerenders the pages of src/app/prerender.tsx to dist/prerendered/*.html: the app's own HTML for
//      that page, which the app then hydrates (docs/decisions/0048-prerendered-pages.md);
//   3. writes dist/prerendered.json, the path → file list the server sends those pages from;
//   4. preloads the Latin Inter font from every HTML page, and the page's own script's two faces (decision
//      0036), so text does not re-flow when they arrive; writes the app's shell in each language
//      (index-hi.html …) for the pages that are not prerendered;
//   5. writes .br and .gz next to every text asset, which the server sends as they are (@fastify/static
//      preCompressed), so nothing is compressed per request.
import { readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build, defaultServerConditions } from 'vite';
import { catalogPlugin } from './catalog-plugin.mjs';
import { languageShell, localizeShell, prerenderPages } from './prerender-pages.mjs';

const webDir = fileURLToPath(new URL('..', import.meta.url));
const distDir = join(webDir, 'dist');
const cacheDir = join(webDir, 'node_modules', '.cache', 'dhvani-post-build');
const landingDir = join(webDir, 'src', 'features', 'marketing', 'landing');
const alias = { '@': join(webDir, 'src') };
const quiet = { configFile: false, logLevel: 'warn', root: webDir };

/** One small script of the static pages, as a single file (built on its own, so nothing is shared). */
async function buildPageScript(name, input) {
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
        input: { [name]: input },
        output: { format: 'es', entryFileNames: 'assets/[name]-[hash].js' },
      },
    },
  });
  const output = (Array.isArray(result) ? result[0] : result).output;
  const chunk = output.find((item) => item.type === 'chunk' && item.isEntry);
  if (!chunk || chunk.imports.length > 0) throw new Error(`post-build: the ${name} script must be one file`);
  return `/${chunk.fileName}`;
}

/** The landing page's script (0006) and the prerendered pages' boot script (0048). */
async function buildPageScripts() {
  return {
    landing: await buildPageScript('landing', join(landingDir, 'landing-enhance.ts')),
    boot: await buildPageScript('boot', join(webDir, 'src', 'app', 'prerendered-boot.ts')),
  };
}

/** Bundles both prerender entries for Node; returns the loaded modules and a chunk → source map. */
async function buildPrerenderModules() {
  await rm(cacheDir, { recursive: true, force: true });
  await build({
    ...quiet,
    plugins: [react(), catalogPlugin()],
    resolve: { alias },
    ssr: { resolve: { conditions: ['source', ...defaultServerConditions] } },
    build: {
      ssr: true,
      outDir: cacheDir,
      emptyOutDir: true,
      copyPublicDir: false,
      manifest: true,
      rollupOptions: {
        input: {
          'prerender-landing': join(landingDir, 'prerender-landing.tsx'),
          'prerender-app': join(webDir, 'src', 'app', 'prerender.tsx'),
        },
        output: { format: 'es', entryFileNames: '[name].mjs' },
      },
    },
  });
  const load = (file) => import(pathToFileURL(join(cacheDir, file)).href);
  const ssrManifest = JSON.parse(await readFile(join(cacheDir, '.vite', 'manifest.json'), 'utf8'));
  return {
    landing: await load('prerender-landing.mjs'),
    app: await load('prerender-app.mjs'),
    ssrManifest,
    load,
  };
}

async function renderLandingMarkup(module, locale) {
  const markup = await module.renderLandingMarkup(locale);
  if (!markup.includes('id="hero-title"')) throw new Error('post-build: the landing markup has no hero');
  return markup;
}

/** The landing page in every language: '/' → landing.html, '/hi' → landing-hi.html, … */
async function prerenderLandings(shell, modules, script, preload) {
  const entries = {};
  for (const locale of modules.app.PRERENDERED_LOCALES) {
    const markup = await renderLandingMarkup(modules.landing, locale);
    const page = {
      locale,
      dir: 'ltr',
      alternates: modules.app.alternatesOf('/'),
      fonts: modules.app.renderFontPreloads(locale),
    };
    const html = landingHtml(localizeShell(shell, page), markup, script, preload);
    const file = locale === 'en' ? 'landing.html' : `landing-${locale}.html`;
    await writeFile(join(distDir, file), html);
    entries[locale === 'en' ? '/' : `/${locale}`] = file;
  }
  if (!(await readFile(join(distDir, 'landing.html'), 'utf8')).includes('Your Voice Shapes AI'))
    throw new Error('post-build: the English landing page has no hero');
  return entries;
}

/**
 * The app's shell in every other language, `index-hi.html` …: the server sends it for that language's pages
 * that are not prerendered (sign-up, the recording flow), so they too name their language and preload its
 * fonts from the first byte (decision 0036). Returns how many it wrote.
 */
async function writeLanguageShells(shell, modules) {
  const assets = new Set(await readdir(join(distDir, 'assets')));
  let count = 0;
  for (const locale of modules.app.PRERENDERED_LOCALES) {
    const fonts = modules.app.renderFontPreloads(locale);
    for (const [, file] of fonts.matchAll(/href="\/assets\/([^"]+)"/g)) {
      if (!assets.has(file)) throw new Error(`post-build: the ${locale} font ${file} is not in the build`);
    }
    if (locale === 'en') continue;
    const dir = modules.app.localeDirection(locale);
    await writeFile(join(distDir, `index-${locale}.html`), languageShell(shell, { locale, dir, fonts }));
    count += 1;
  }
  return count;
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
const clientManifestPath = join(distDir, '.vite', 'manifest.json');
await stat(shellPath).catch(() => {
  throw new Error('post-build: run `vite build` first (dist/index.html is missing)');
});
const preload = await fontPreload();
const builtShell = await readFile(shellPath, 'utf8');
const shell =
  preload && !builtShell.includes(preload)
    ? builtShell.replace(/\n\s*<\/head>/, `\n    ${preload}\n  </head>`)
    : builtShell;
const scripts = await buildPageScripts();
const modules = await buildPrerenderModules();
const clientManifest = JSON.parse(await readFile(clientManifestPath, 'utf8'));
const landings = await prerenderLandings(shell, modules, scripts.landing, preload);
const pages = await prerenderPages({ distDir, shell, modules, clientManifest, bootScript: scripts.boot });
const shells = await writeLanguageShells(shell, modules);
const list = { ...landings, ...pages };
await writeFile(join(distDir, 'prerendered.json'), `${JSON.stringify(list, null, 2)}\n`);
await writeFile(shellPath, shell);
// Vite's manifest was only needed here; the server must not publish it.
await rm(join(distDir, '.vite'), { recursive: true, force: true });
await rm(cacheDir, { recursive: true, force: true });
const compressed = await precompress();
process.stdout.write(
  `post-build: ${Object.keys(landings).length} landing pages and ${Object.keys(pages).length} pages prerendered, ${shells} language shells, ${compressed} assets precompressed\n`,
);
