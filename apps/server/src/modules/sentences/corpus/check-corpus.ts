// Checks built-in corpus files against the sentence rules and prints every line that fails, with its reason,
// plus counts per domain (issue 32: at least 500 validated sentences per language, at least 60 per domain).
// Usage: npx tsx apps/server/src/modules/sentences/corpus/check-corpus.ts [language.json ...]
// With no arguments it checks every file in this folder. Exit 1 when anything fails.
import fs from 'node:fs';
import path from 'node:path';
import { checkCorpusFile } from './corpus-file.js';

const dir = import.meta.dirname;
const files = process.argv.slice(2);
const targets = files.length
  ? files
  : fs
      .readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .map((f) => path.join(dir, f));
let failed = false;
for (const file of targets) {
  const report = checkCorpusFile(JSON.parse(fs.readFileSync(file, 'utf8')) as unknown);
  process.stdout.write(`\n${path.basename(file)}: ${report.summary}\n`);
  for (const problem of report.problems) process.stdout.write(`  ✗ ${problem}\n`);
  if (report.problems.length) failed = true;
}
process.exit(failed ? 1 : 0);
