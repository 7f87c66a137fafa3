// Local ESLint rule that enforces DESIGN §1's one-way data flow:
//   - web features never import each other (shared code lives in components/, lib/, hooks/);
//   - web never imports server code, server never imports web code;
//   - the contract package depends on zod only;
//   - the FLAC codec depends on nothing (it runs in browsers and on the server); its tests may use anything.
// Resolution is path-based (relative paths and the web's `@/` alias), so it catches `../../x` as well.
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');
const WEB_SRC = path.join(ROOT, 'apps/web/src');
const FEATURES = path.join(WEB_SRC, 'features');
const SERVER = path.join(ROOT, 'apps/server');
const WEB = path.join(ROOT, 'apps/web');
const CONTRACT = path.join(ROOT, 'packages/contract/src');
const FLAC = path.join(ROOT, 'packages/flac/src');
const FLAC_TEST_SUPPORT = path.join(FLAC, 'test-support');
const isTest = (file) => /\.test\.tsx?$/.test(file);

const inside = (file, dir) => file === dir || file.startsWith(dir + path.sep);

function resolveTarget(fromFile, spec) {
  if (spec.startsWith('.')) return path.resolve(path.dirname(fromFile), spec);
  if (spec.startsWith('@/') && inside(fromFile, WEB)) return path.join(WEB_SRC, spec.slice(2));
  return null; // a package specifier
}

const featureOf = (file) =>
  inside(file, FEATURES) ? path.relative(FEATURES, file).split(path.sep)[0] : null;

export function boundaryViolation(fromFile, spec) {
  const target = resolveTarget(fromFile, spec);
  if (inside(fromFile, CONTRACT) && !(isTest(fromFile) && spec === 'vitest')) {
    if (target) return inside(target, CONTRACT) ? null : 'contract may import only its own files and zod';
    return spec === 'zod' || spec.startsWith('zod/') ? null : 'contract may import only zod';
  }
  if (inside(fromFile, FLAC) && !isTest(fromFile) && !inside(fromFile, FLAC_TEST_SUPPORT)) {
    return target && inside(target, FLAC) ? null : 'the FLAC codec may import only its own files';
  }
  if (inside(fromFile, WEB)) {
    if (spec.startsWith('@dhvani/server') || (target && inside(target, SERVER)))
      return 'web must not import server code';
    const from = featureOf(fromFile);
    const to = target ? featureOf(target) : null;
    if (from && to && from !== to) return `feature "${from}" must not import feature "${to}"`;
    return null;
  }
  if (inside(fromFile, SERVER)) {
    if (spec.startsWith('@dhvani/web') || (target && inside(target, WEB)))
      return 'server must not import web code';
  }
  return null;
}

const rule = {
  meta: { type: 'problem', schema: [], messages: { boundary: 'Import boundary: {{why}} ({{spec}}).' } },
  create(context) {
    const file = context.filename;
    const check = (node) => {
      const spec = node.source && node.source.value;
      if (typeof spec !== 'string') return;
      const why = boundaryViolation(file, spec);
      if (why) context.report({ node: node.source, messageId: 'boundary', data: { why, spec } });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default { rules: { 'import-boundaries': rule } };
