// Decision records are cited by number (in code comments, docs and other records): a number names one
// record, and a cited record file exists.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const records = readdirSync(path.join(ROOT, 'docs/decisions')).filter((f) => /^\d{4}-.+\.md$/.test(f));

describe('decision records', () => {
  it('gives every record a number of its own, and its file name and title the same number', () => {
    const numbers = records.map((f) => f.slice(0, 4));
    expect(numbers.filter((n, i) => numbers.indexOf(n) !== i)).toEqual([]);
    const titles = records.filter((f) => {
      const title = readFileSync(path.join(ROOT, 'docs/decisions', f), 'utf8').split('\n')[0];
      return !title.startsWith(`# ${f.slice(0, 4)}`);
    });
    expect(titles).toEqual([]);
  });

  it('cites by file name only records that exist', () => {
    const tracked = execFileSync('git', ['ls-files'], { cwd: ROOT, encoding: 'utf8' }).split('\n');
    const missing = new Set<string>();
    for (const file of tracked.filter((f) => /\.(md|ts|tsx|mjs|js|css|html)$/.test(f))) {
      const text = readFileSync(path.join(ROOT, file), 'utf8');
      for (const [cited] of text.matchAll(/\b\d{4}-[a-z0-9-]+\.md\b/g)) {
        if (!records.includes(cited)) missing.add(`${file}: ${cited}`);
      }
    }
    expect([...missing]).toEqual([]);
  });
});
