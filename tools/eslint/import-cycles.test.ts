import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
// @ts-expect-error plain JS module without types
import { createCycleFinder, runtimeImports } from './import-cycles.js';

let root: string;
const write = (file: string, text: string) => {
  mkdirSync(dirname(join(root, file)), { recursive: true });
  writeFileSync(join(root, file), text);
};
const cycleOf = (file: string) =>
  (createCycleFinder({ webSrc: join(root, 'web/src') }).cycleOf(join(root, file)) as string[])
    .map((f) => f.slice(root.length + 1))
    .sort();

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'import-cycles-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('import cycles', () => {
  it('finds two files of one folder that import each other, by the emitted .js name', () => {
    write('lib/a.ts', "import { b } from './b.js';\nexport const a = () => b;\n");
    write('lib/b.ts', "import { a } from './a.js';\nexport const b = () => a;\n");
    expect(cycleOf('lib/a.ts')).toEqual(['lib/b.ts']);
  });

  it('finds a longer loop, through the web alias and a dynamic import, and not the files beside it', () => {
    write('web/src/x/one.ts', "export { two } from '@/x/two';\n");
    write('web/src/x/two.ts', "export const two = () => import('../y/three');\n");
    write('web/src/y/three.ts', "import * as one from '../x/one';\nimport { other } from './other';\n");
    write('web/src/y/other.ts', 'export const other = 1;\n');
    expect(cycleOf('web/src/y/three.ts')).toEqual(['web/src/x/one.ts', 'web/src/x/two.ts']);
    expect(cycleOf('web/src/y/other.ts')).toEqual([]);
  });

  it('leaves out imports of types only, which run nothing', () => {
    write('m/a.ts', "import type { B } from './b';\nexport interface A { b: B }\n");
    write('m/b.ts', "import { type A } from './a';\nexport interface B { a: A }\n");
    write('m/c.ts', "import D, { type E } from './d';\n");
    write('m/d.ts', "import { c } from './c';\n");
    expect(cycleOf('m/a.ts')).toEqual([]);
    expect(cycleOf('m/c.ts')).toEqual(['m/d.ts']);
  });

  it('reads every import statement form, across lines', () => {
    const text = [
      "import type { A } from './a';",
      "import {\n  x,\n  type Y,\n} from './x.js';",
      "export * from './e';",
      "export type { Z } from './z';",
      "import './side';",
      "const lazy = await import('./lazy');",
    ].join('\n');
    expect(runtimeImports(text)).toEqual(['./x.js', './e', './side', './lazy']);
  });
});
