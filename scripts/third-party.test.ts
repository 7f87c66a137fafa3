import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { copyrightLines, thirdPartyPackages, thirdPartyText } from './third-party.mjs';

let root: string;
const write = (file: string, text: string) => {
  mkdirSync(dirname(join(root, file)), { recursive: true });
  writeFileSync(join(root, file), text);
};
const lock = (packages: Record<string, object>) =>
  write(
    'package-lock.json',
    JSON.stringify({ lockfileVersion: 3, packages: { '': { name: 'x' }, ...packages } }),
  );
const MIT =
  'MIT License\n\nCopyright (c) 2021 Ada\n\nPermission is hereby granted … above copyright notice …\n';

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'third-party-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('THIRD_PARTY', () => {
  it("lists each package once with its own package.json's licence and its licence file's copyright lines", () => {
    lock({
      'node_modules/a': { version: '1.0.0', license: 'MIT' },
      'node_modules/b': { version: '2.0.0', dev: true },
      'node_modules/b/node_modules/a': { version: '1.0.0', license: 'MIT' },
      'node_modules/@dhvani/web': { resolved: 'apps/web', link: true },
    });
    write('node_modules/a/package.json', '{"name":"a","license":"ISC"}');
    write('node_modules/a/LICENSE', MIT);
    write('node_modules/b/package.json', '{"name":"b","licenses":[{"type":"BSD"}]}');
    write('node_modules/b/node_modules/a/package.json', '{"name":"a","license":"ISC"}');
    expect(
      thirdPartyPackages(root).map(({ name, version, licence, dev, copyright }) => [
        name,
        version,
        licence,
        dev,
        copyright,
      ]),
    ).toEqual([
      ['a', '1.0.0', 'ISC', false, ['Copyright (c) 2021 Ada']],
      ['b', '2.0.0', 'BSD', true, []],
    ]);
    expect(thirdPartyText(root)).toContain('a 1.0.0 — ISC\n  Copyright (c) 2021 Ada\n');
  });

  it('takes the lockfile’s licence for a platform build npm did not install here', () => {
    lock({
      'node_modules/x-darwin': { version: '1.0.0', license: 'MPL-2.0', os: ['darwin'], optional: true },
    });
    expect(thirdPartyPackages(root)).toMatchObject([{ name: 'x-darwin', licence: 'MPL-2.0', copyright: [] }]);
  });

  it('refuses a package whose licence nobody stated, naming it', () => {
    lock({ 'node_modules/mystery': { version: '0.1.0' } });
    write('node_modules/mystery/package.json', '{"name":"mystery"}');
    expect(() => thirdPartyText(root)).toThrow(/no licence known for mystery@0\.1\.0/);
  });

  it("keeps copyright lines, not the licence text's clauses and templates", () => {
    const apache =
      '(c) You must retain, in the Source form of any Derivative Works\n' +
      '   Copyright [yyyy] [name of copyright owner]\n' +
      'copyright statement(s).\nCopyright 2019 Amazon.com, Inc.\n(c) 2014 Jo\nCopyright 2019 Amazon.com, Inc.\n';
    expect(copyrightLines(apache)).toEqual(['Copyright 2019 Amazon.com, Inc.', '(c) 2014 Jo']);
  });
});
