import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { WORKSPACES, inputsHash, isFresh, recordBuild } from './build-freshness.mjs';

let root: string;
const write = (file: string, text: string) => {
  mkdirSync(dirname(join(root, file)), { recursive: true });
  writeFileSync(join(root, file), text);
};
const buildAll = () => {
  for (const { dir, output } of WORKSPACES) {
    write(output, 'built');
    recordBuild(root, dir, inputsHash(root, dir));
  }
};
const stale = () => WORKSPACES.filter(({ dir }) => !isFresh(root, dir)).map(({ dir }) => dir);

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'build-freshness-'));
  write('package-lock.json', '{}');
  write('packages/contract/src/enums.ts', 'export const a = 1;');
  write('apps/server/src/main.ts', 'console.log(1);');
  write('apps/web/src/main.tsx', 'export {};');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('build freshness', () => {
  it('counts a workspace that was never built as stale', () => {
    expect(stale()).toEqual(WORKSPACES.map((w) => w.dir));
  });

  it('counts nothing as stale right after a build', () => {
    buildAll();
    expect(stale()).toEqual([]);
  });

  it('rebuilds only the web when only a web source changed', () => {
    buildAll();
    write('apps/web/src/main.tsx', 'export const changed = true;');
    expect(stale()).toEqual(['apps/web']);
  });

  it('rebuilds everything that uses the contract when the contract changed', () => {
    buildAll();
    write('packages/contract/src/enums.ts', 'export const a = 2;');
    expect(stale()).toEqual(['packages/contract', 'apps/server', 'apps/web']);
  });

  it('rebuilds everything after a dependency change in the lock file', () => {
    buildAll();
    write('package-lock.json', '{"changed":true}');
    expect(stale()).toEqual(WORKSPACES.map((w) => w.dir));
  });

  it('counts a deleted build output as stale even when the record says fresh', () => {
    buildAll();
    rmSync(join(root, 'apps/server/dist'), { recursive: true });
    expect(stale()).toEqual(['apps/server']);
  });

  it('ignores what the build itself writes', () => {
    buildAll();
    write('apps/web/dist/assets/new-chunk.js', 'x');
    write('apps/server/node_modules/.cache/x', 'y');
    expect(stale()).toEqual([]);
  });
});
