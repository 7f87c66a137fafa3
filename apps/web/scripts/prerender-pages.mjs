// The app pages of src/app/prerender.tsx as static HTML that the app then hydrates
// (docs/decisions/0048-prerendered-pages.md). Used by post-build.mjs.
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

/** The chunk files `keys` (keys of Vite's manifest) load, with everything they import statically. */
function chunkFiles(keys, clientManifest) {
  const files = [];
  const visit = (key) => {
    const chunk = clientManifest[key];
    if (!chunk) throw new Error(`post-build: ${key} is not in the client build's manifest`);
    if (files.includes(chunk.file)) return;
    files.push(chunk.file);
    (chunk.imports ?? []).forEach(visit);
  };
  keys.forEach(visit);
  return files;
}

/**
 * The source modules whose exports include the given route components: the lazily loaded page modules
 * the app needs before it can hydrate a prerendered page. Found by identity in the Node bundle, so the
 * route table stays the only place that says which module a path loads.
 */
async function pageSources(components, { ssrManifest, load }) {
  const sources = [];
  for (const [source, entry] of Object.entries(ssrManifest)) {
    if (!entry.isDynamicEntry) continue;
    const exports = Object.values(await load(entry.file));
    if (components.some((component) => exports.includes(component))) sources.push(source);
  }
  return sources;
}

/**
 * The site's public address. hreflang links must be absolute URLs (search engines and Lighthouse's SEO audit
 * reject relative ones), and a prerendered file cannot know the host it is served from, so the build takes
 * it from PUBLIC_ORIGIN (the production site unless told otherwise).
 */
const PUBLIC_ORIGIN = (process.env.PUBLIC_ORIGIN ?? 'https://dhvanishilp.in').replace(/\/+$/, '');

/**
 * index.html in a language: `<html lang dir>` and the preloads of its script's fonts (`page.fonts`, decision
 * 0036), right after the stylesheet so they are requested with it.
 */
export function languageShell(shell, page) {
  const html = shell
    .replace(/<html lang="[^"]*"(?: dir="[^"]*")?>/, `<html lang="${page.locale}" dir="${page.dir}">`)
    .replace(/(<link rel="stylesheet"[^>]*>)/, (css) => (page.fonts ? `${css}\n    ${page.fonts}` : css));
  if (!html.includes(`<html lang="${page.locale}"`) || (page.fonts && !html.includes(page.fonts))) {
    throw new Error('post-build: dist/index.html no longer has the <html lang> and stylesheet expected');
  }
  return html;
}

/**
 * index.html in the page's language (languageShell), and a `<link rel="alternate" hreflang>` for each
 * language's copy of the page (issue 19).
 */
export function localizeShell(shell, page) {
  const links = page.alternates
    .map(
      ({ hreflang, href }) =>
        `<link rel="alternate" hreflang="${hreflang}" href="${PUBLIC_ORIGIN}${href}" />`,
    )
    .join('\n    ');
  const html = languageShell(shell, page).replace(/\n\s*<\/head>/, () => `\n    ${links}\n  </head>`);
  if (!html.includes('hreflang="x-default"')) {
    throw new Error('post-build: dist/index.html no longer has the </head> the prerender expects');
  }
  return html;
}

const escapeHtml = (text) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);

/**
 * index.html with the page's markup and title, and instead of the app's script and preloads, the boot
 * script that loads them (the entry and every chunk the page needs) after the first paint.
 */
function pageHtml(shell, page, { bootScript, entryFile, chunks }) {
  const title = `<title>${escapeHtml(page.title)}</title>`;
  const boot =
    `<script type="module" src="${bootScript}" data-app-entry="/${entryFile}"` +
    ` data-app-chunks="${chunks.map((file) => `/${file}`).join(' ')}"></script>`;
  const html = localizeShell(shell, page)
    .replace(/\s*<script type="module"[^>]*src="\/assets\/[^"]+"[^>]*><\/script>/g, '')
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
    .replace(/<title>[^<]*<\/title>/, () => title)
    .replace(/\n\s*<\/head>/, () => `\n    ${boot}\n  </head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${page.markup}</div>`);
  if (!html.includes(page.markup) || !html.includes(title) || html.includes(`src="/${entryFile}"`)) {
    throw new Error('post-build: dist/index.html no longer has the shape the page prerender expects');
  }
  return html;
}

/**
 * Renders every path of `modules.app.PRERENDERED_PATHS` into distDir/prerendered/<path>.html and returns
 * the path → file entries for dist/prerendered.json.
 */
export async function prerenderPages({ distDir, shell, modules, clientManifest, bootScript }) {
  const entryKey = Object.keys(clientManifest).find((key) => clientManifest[key].isEntry);
  const entryChunks = chunkFiles([entryKey], clientManifest);
  const entries = {};
  for (const locale of modules.app.PRERENDERED_LOCALES)
    for (const path of modules.app.PRERENDERED_PATHS) {
      const page = await modules.app.renderPage(path, locale);
      const url = page.alternates.find((alternate) => alternate.hreflang === locale).href;
      entries[url] = await writePage(page, url);
    }
  return entries;

  async function writePage(page, url) {
    const sources = await pageSources(page.components, modules);
    if (sources.length === 0) throw new Error(`post-build: no page module found for ${url}`);
    // The page's catalogs in its language come along with its chunks.
    const files = [...entryChunks, ...chunkFiles([...sources, ...page.catalogs], clientManifest)];
    const [entryFile, ...chunks] = new Set(files);
    const file = `prerendered${url}.html`;
    const html = pageHtml(shell, page, { bootScript, entryFile, chunks });
    await mkdir(dirname(join(distDir, file)), { recursive: true });
    await writeFile(join(distDir, file), html);
    return file;
  }
}
