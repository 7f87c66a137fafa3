// Local ESLint rules. import-boundaries enforces DESIGN §1's one-way data flow and the layers of docs/architecture.md:
//   - web: app -> features -> components / hooks / i18n / lib; features never import each other or the app, and the
//     shared folders import no feature and not the app, and each other only downwards (WEB_SHARED_LAYERS:
//     components -> i18n -> hooks -> lib -> locales), so there are no cycles between them;
//   - server: infrastructure (lib, db, audio, storage, passwords, access, plugins) imports no feature module; inside the
//     features, routes -> services -> repositories (a route never reaches past its service to the SQL, a
//     service never imports routes, a repository imports no service); and features depend on each other in
//     layers (SERVER_MODULE_LAYERS), only downwards, so there are no cycles;
//   - web never imports server code, server never imports web code;
//   - the contract package depends on zod only;
//   - the FLAC codec depends on nothing (it runs in browsers and on the server); its tests may use anything.
// Resolution is path-based (relative paths and the web's `@/` alias), so it catches `../../x` as well. Tests
// may import across layers (they set things up), except across web features and apps.
// Its second rule, no-cycle, refuses an import that closes a loop between any of our files, also inside one
// folder or module, where the layers above cannot see (import-cycles.js).
import path from 'node:path';
import { createCycleFinder, resolveImport } from './import-cycles.js';

const ROOT = path.resolve(import.meta.dirname, '../..');
const WEB_SRC = path.join(ROOT, 'apps/web/src');
const FEATURES = path.join(WEB_SRC, 'features');
const WEB_APP = path.join(WEB_SRC, 'app');
/**
 * The web's shared folders, lowest layer first: a folder imports its own files and lower layers only, so
 * `lib/` (the API client, the unsent store) never reaches up into React hooks or the language store, and no
 * two shared folders can import each other.
 */
export const WEB_SHARED_LAYERS = ['locales', 'lib', 'hooks', 'i18n', 'components'];
const WEB_SHARED = WEB_SHARED_LAYERS.map((dir) => path.join(WEB_SRC, dir));
const SERVER = path.join(ROOT, 'apps/server');
const SERVER_SRC = path.join(SERVER, 'src');
const MODULES = path.join(SERVER_SRC, 'modules');
const SERVER_INFRASTRUCTURE = ['lib', 'db', 'audio', 'storage', 'passwords', 'access', 'plugins'].map((dir) =>
  path.join(SERVER_SRC, dir),
);
const WEB = path.join(ROOT, 'apps/web');
const CONTRACT = path.join(ROOT, 'packages/contract/src');
const FLAC = path.join(ROOT, 'packages/flac/src');
const FLAC_TEST_SUPPORT = path.join(FLAC, 'test-support');
const isTest = (file) => /\.test\.tsx?$/.test(file);

/**
 * Server feature modules, lowest layer first. A module may import modules of lower layers only, so no two
 * modules can import each other. A module missing here counts as the top layer: it may import any listed
 * module, and nothing may import it until it is given a layer.
 */
export const SERVER_MODULE_LAYERS = [
  [
    'health',
    'delivery',
    'jobs',
    'consents',
    'rewards',
    'contact',
    'campaign-qr',
    'release-removals',
    'instances',
    'metrics',
  ],
  // Sentences issue the texts recordings read, and run jobs of their own.
  ['sentences'],
  ['auth', 'recordings'],
  ['users', 'admin', 'admin-bootstrap', 'uploads', 'guardians', 'releases'],
  // Imports, community review and reports fill the sentences, audited in the admin's log; reviews credit
  // reviewers and read the admin's settings; a person's data export and erasure reach every feature above.
  ['sentence-collection', 'reviews', 'privacy'],
];

const inside = (file, dir) => file === dir || file.startsWith(dir + path.sep);

function resolveTarget(fromFile, spec) {
  if (spec.startsWith('.')) return path.resolve(path.dirname(fromFile), spec);
  if (spec.startsWith('@/') && inside(fromFile, WEB)) return path.join(WEB_SRC, spec.slice(2));
  return null; // a package specifier
}

const featureOf = (file) =>
  inside(file, FEATURES) ? path.relative(FEATURES, file).split(path.sep)[0] : null;

/** The layer of a web file's shared folder (WEB_SHARED_LAYERS), or -1 outside them. */
const sharedLayerOf = (file) => WEB_SHARED.findIndex((dir) => inside(file, dir));

const moduleOf = (file) => {
  if (!inside(file, MODULES)) return null;
  const parts = path.relative(MODULES, file).split(path.sep);
  return parts.length > 1 ? parts[0] : null; // modules/index.ts mounts them all: no module of its own
};

const layerOf = (module) => {
  const layer = SERVER_MODULE_LAYERS.findIndex((names) => names.includes(module));
  return layer === -1 ? SERVER_MODULE_LAYERS.length : layer;
};

/** A server file's role in its feature, by name: routes, repository, plugin (wiring) or service. */
export function roleOf(file) {
  const name = path.basename(file).replace(/\.(ts|js)$/, '');
  if (name === 'routes' || name.endsWith('-routes')) return 'routes';
  if (name === 'repository' || name.endsWith('-repository')) return 'repository';
  if (name === 'plugin' || name === 'index') return 'plugin';
  return 'service';
}

/** What a file of each role may import in the feature modules (any module). */
const MAY_IMPORT = {
  plugin: new Set(['plugin', 'routes', 'service', 'repository']),
  routes: new Set(['service']),
  service: new Set(['service', 'repository']),
  repository: new Set(['repository']),
};

function webViolation(fromFile, spec, target) {
  if (spec.startsWith('@dhvani/server') || (target && inside(target, SERVER)))
    return 'web must not import server code';
  if (!target) return null;
  const from = featureOf(fromFile);
  const to = featureOf(target);
  if (from && to && from !== to) return `feature "${from}" must not import feature "${to}"`;
  if (isTest(fromFile)) return null;
  if (from && inside(target, WEB_APP)) return `feature "${from}" must not import the app (app -> features)`;
  const fromLayer = sharedLayerOf(fromFile);
  if (fromLayer !== -1) {
    if (to) return `shared code must not import feature "${to}" (features -> components, hooks, lib)`;
    if (inside(target, WEB_APP)) return 'shared code must not import the app (app -> components, hooks, lib)';
    const toLayer = sharedLayerOf(target);
    if (toLayer > fromLayer)
      return `${WEB_SHARED_LAYERS[fromLayer]}/ must not import ${WEB_SHARED_LAYERS[toLayer]}/ (shared folders import only lower layers: WEB_SHARED_LAYERS)`;
  }
  return null;
}

function serverViolation(fromFile, spec, target, typeOnly) {
  if (spec.startsWith('@dhvani/web') || (target && inside(target, WEB)))
    return 'server must not import web code';
  if (!target || !inside(target, MODULES) || isTest(fromFile) || !inside(fromFile, SERVER_SRC)) return null;
  if (SERVER_INFRASTRUCTURE.some((dir) => inside(fromFile, dir)))
    return 'infrastructure (lib, db, audio, storage, passwords, access, plugins) must not import a feature module';
  const from = moduleOf(fromFile);
  const to = moduleOf(target);
  if (!from || !to) return null; // the composition roots (app.ts, main.ts, cli, modules/index.ts)
  if (from !== to && layerOf(to) >= layerOf(from))
    return `module "${from}" must not import module "${to}" (modules depend only on lower layers: SERVER_MODULE_LAYERS)`;
  // A type says what a thing looks like, not what runs: any layer may name another's types.
  if (typeOnly) return null;
  const fromRole = roleOf(fromFile);
  const toRole = roleOf(target);
  if (!MAY_IMPORT[fromRole].has(toRole))
    return `a ${fromRole} file must not import a ${toRole} file (routes -> services -> repositories)`;
  return null;
}

export function boundaryViolation(fromFile, spec, { typeOnly = false } = {}) {
  const target = resolveTarget(fromFile, spec);
  if (inside(fromFile, CONTRACT) && !(isTest(fromFile) && spec === 'vitest')) {
    if (target) return inside(target, CONTRACT) ? null : 'contract may import only its own files and zod';
    return spec === 'zod' || spec.startsWith('zod/') ? null : 'contract may import only zod';
  }
  if (inside(fromFile, FLAC) && !isTest(fromFile) && !inside(fromFile, FLAC_TEST_SUPPORT)) {
    return target && inside(target, FLAC) ? null : 'the FLAC codec may import only its own files';
  }
  if (inside(fromFile, WEB)) return webViolation(fromFile, spec, target);
  if (inside(fromFile, SERVER)) return serverViolation(fromFile, spec, target, typeOnly);
  return null;
}

const isTypeOnly = (node) =>
  node.importKind === 'type' ||
  node.exportKind === 'type' ||
  (node.specifiers?.length > 0 && node.specifiers.every((s) => s.importKind === 'type'));

const importNodes = (check) => ({
  ImportDeclaration: check,
  ExportNamedDeclaration: check,
  ExportAllDeclaration: check,
  ImportExpression: check,
});

const rule = {
  meta: { type: 'problem', schema: [], messages: { boundary: 'Import boundary: {{why}} ({{spec}}).' } },
  create(context) {
    const file = context.filename;
    return importNodes((node) => {
      const spec = node.source && node.source.value;
      if (typeof spec !== 'string') return;
      const why = boundaryViolation(file, spec, { typeOnly: isTypeOnly(node) });
      if (why) context.report({ node: node.source, messageId: 'boundary', data: { why, spec } });
    });
  },
};

// One graph of the repository's imports per lint run (import-cycles.js).
let cycles = null;

/** No import cycles between our own files, whatever their folders (import-cycles.js says why). */
const noCycle = {
  meta: {
    type: 'problem',
    schema: [],
    messages: { cycle: 'Import cycle: {{way}}. Move what both need into a third file.' },
  },
  create(context) {
    const file = context.filename;
    return importNodes((node) => {
      const spec = node.source && node.source.value;
      if (typeof spec !== 'string' || isTypeOnly(node)) return;
      cycles ??= createCycleFinder({ webSrc: WEB_SRC });
      const target = resolveImport(file, spec, WEB_SRC);
      if (!target || !cycles.cycleOf(file).includes(target)) return;
      const way = [file, ...cycles.pathBack(target, file)].map((f) => path.relative(ROOT, f)).join(' -> ');
      context.report({ node: node.source, messageId: 'cycle', data: { way } });
    });
  },
};

export default { rules: { 'import-boundaries': rule, 'no-cycle': noCycle } };
