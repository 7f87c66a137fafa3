// The built-in corpus (issue 32): every language's file passes the sentence rules line by line, holds at least
// 500 sentences with at least 60 in each domain, has no duplicate within the language, says that a native
// speaker has not yet reviewed it, and keeps the earlier bank's sentences (their ids are in recordings).
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { RECORDING_LANGUAGES } from '@dhvani/contract/enums';
import { builtinCorpus } from './corpus.js';
import { checkCorpusFile } from './corpus/corpus-file.js';

const DIR = path.join(import.meta.dirname, 'corpus');
const files = fs.readdirSync(DIR).filter((f) => f.endsWith('.json'));

describe('the built-in corpus', () => {
  it('has one file for each of the ten recording languages', () => {
    const languages = files.map(
      (f) => (JSON.parse(fs.readFileSync(path.join(DIR, f), 'utf8')) as { language: string }).language,
    );
    expect(languages.sort()).toEqual([...RECORDING_LANGUAGES].sort());
  });

  it.each(files)('%s passes every rule, with enough sentences in every domain', (file) => {
    const json = JSON.parse(fs.readFileSync(path.join(DIR, file), 'utf8')) as { review: string };
    expect(checkCorpusFile(json).problems).toEqual([]);
    expect(json.review).toMatch(/native speaker has not yet reviewed/);
  });

  it('gives every sentence of every language its own id', () => {
    const { sentences } = builtinCorpus();
    expect(new Set(sentences.map((s) => s.id)).size).toBe(sentences.length);
  });
});
