// Finds import cycles between the repository's own files (issue 36): the layer rules in import-boundaries.js
// keep folders and modules from importing each other, but two files of one folder (or of one module) could
// still import each other, directly or round a longer loop. A cycle makes the order in which modules run
// depend on which file is imported first (an undefined binding at start-up, a mock that misses), and a reader
// cannot follow the code one way.
//
// The graph is read from the files on disk (the import and export statements, dynamic import() included),
// once per lint run; its strongly connected components (Tarjan) are the cycles. Imports of types only are
// left out: they are erased before anything runs.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const EXTENSIONS = ['.ts', '.tsx', '.js', '.mjs', '.jsx'];
// `import … from '…'`, `export … from '…'`, `import '…'` and `import('…')`; group 1 says whether it is a
// type-only statement, group 2 holds the braces of named imports, group 3/4 the specifier.
const STATEMENT =
  /(?:^|[;\n}])\s*(?:import|export)\s+(type\s+)?(?:([\w$*\s,]*\{[^}]*\}|[\w$*\s,]+?)\s+from\s+)?['"]([^'"\n]+)['"]|\bimport\(\s*['"]([^'"\n]+)['"]\s*\)/g;

/** A specifier's file, or null for a package (or a file that does not exist). */
export function resolveImport(fromFile, spec, webSrc) {
  let base;
  if (spec.startsWith('.')) base = path.resolve(path.dirname(fromFile), spec);
  else if (spec.startsWith('@/') && webSrc && fromFile.startsWith(path.dirname(webSrc) + path.sep))
    base = path.join(webSrc, spec.slice(2));
  else return null;
  // TypeScript's ESM style names the emitted file: `./x.js` is `./x.ts` in the source.
  const stem = base.replace(/\.(js|mjs|jsx)$/, '');
  const candidates = [
    base,
    ...EXTENSIONS.map((e) => stem + e),
    ...EXTENSIONS.map((e) => path.join(base, 'index' + e)),
  ];
  return candidates.find((c) => existsSync(c) && statSync(c).isFile()) ?? null;
}

/** The specifiers a source text imports at run time (type-only imports left out). */
export function runtimeImports(text) {
  const specs = [];
  for (const match of text.matchAll(STATEMENT)) {
    const [, typeKeyword, names, spec, dynamicSpec] = match;
    if (dynamicSpec) {
      specs.push(dynamicSpec);
      continue;
    }
    if (typeKeyword) continue;
    const braces = names?.match(/\{([^}]*)\}/);
    const beforeBraces = names
      ? names
          .replace(/\{[^}]*\}/, '')
          .replace(/,/g, '')
          .trim()
      : '';
    const named = braces
      ? braces[1]
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean)
      : [];
    // `import { type A, type B } from` runs nothing; `import D, { type A } from` still runs the module.
    if (braces && named.length > 0 && named.every((n) => n.startsWith('type ')) && beforeBraces === '')
      continue;
    specs.push(spec);
  }
  return specs;
}

/** A graph of the files reachable from the ones asked about, and the cycle (component) each file is in. */
export function createCycleFinder({ webSrc } = {}) {
  const edges = new Map(); // file -> files it imports at run time
  const component = new Map(); // file -> array of the files in its strongly connected component
  const importsOf = (file) => {
    if (!edges.has(file)) {
      let text = '';
      try {
        text = readFileSync(file, 'utf8');
      } catch {
        // unreadable: no edges
      }
      const targets = runtimeImports(text)
        .map((spec) => resolveImport(file, spec, webSrc))
        .filter((t) => t && !t.includes(`${path.sep}node_modules${path.sep}`));
      edges.set(file, [...new Set(targets)]);
    }
    return edges.get(file);
  };

  // Tarjan's algorithm, iterative (a deep import chain must not overflow the stack).
  function assign(start) {
    const index = new Map();
    const low = new Map();
    const stack = [];
    const onStack = new Set();
    let counter = 0;
    const work = [[start, 0]];
    index.set(start, counter);
    low.set(start, counter++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1];
      const [node, i] = frame;
      const next = importsOf(node);
      if (i < next.length) {
        frame[1] += 1;
        const target = next[i];
        if (component.has(target)) continue; // finished in an earlier run
        if (!index.has(target)) {
          index.set(target, counter);
          low.set(target, counter++);
          stack.push(target);
          onStack.add(target);
          work.push([target, 0]);
        } else if (onStack.has(target)) {
          low.set(node, Math.min(low.get(node), index.get(target)));
        }
        continue;
      }
      work.pop();
      if (work.length > 0) {
        const parent = work[work.length - 1][0];
        low.set(parent, Math.min(low.get(parent), low.get(node)));
      }
      if (low.get(node) === index.get(node)) {
        const members = [];
        let member;
        do {
          member = stack.pop();
          onStack.delete(member);
          members.push(member);
        } while (member !== node);
        for (const m of members) component.set(m, members);
      }
    }
  }

  return {
    /** The files of `file`'s cycle other than itself, or [] when it is in none. */
    cycleOf(file) {
      if (!component.has(file)) assign(file);
      const members = component.get(file);
      return members.length > 1 ? members.filter((m) => m !== file) : [];
    },
    /** A shortest way back from `from` to `to` through the cycle, for the message. */
    pathBack(from, to) {
      const members = new Set(this.cycleOf(to).concat(to));
      const previous = new Map([[from, null]]);
      const queue = [from];
      while (queue.length > 0) {
        const node = queue.shift();
        if (node === to) break;
        for (const next of importsOf(node)) {
          if (members.has(next) && !previous.has(next)) {
            previous.set(next, node);
            queue.push(next);
          }
        }
      }
      const way = [];
      for (let node = to; node; node = previous.get(node)) way.unshift(node);
      return way;
    },
  };
}
