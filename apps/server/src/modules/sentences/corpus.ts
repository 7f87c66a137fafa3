// The built-in corpus (issue 32): sentences written for reading aloud, one JSON file per recording language
// beside this file (corpus/*.json, format and checks in corpus/corpus-file.ts). Importing the JSON, rather than
// reading it from disk, makes tsc emit it next to the compiled code.
import { createHash } from 'node:crypto';
import { DOMAINS, type Domain, type RecordingLanguage } from '@dhvani/contract/enums';
import { checkSentence } from '@dhvani/contract/sentences';
import bengali from './corpus/bengali.json' with { type: 'json' };
import english from './corpus/english.json' with { type: 'json' };
import gujarati from './corpus/gujarati.json' with { type: 'json' };
import hindi from './corpus/hindi.json' with { type: 'json' };
import kannada from './corpus/kannada.json' with { type: 'json' };
import malayalam from './corpus/malayalam.json' with { type: 'json' };
import odia from './corpus/odia.json' with { type: 'json' };
import punjabi from './corpus/punjabi.json' with { type: 'json' };
import tamil from './corpus/tamil.json' with { type: 'json' };
import telugu from './corpus/telugu.json' with { type: 'json' };
import { corpusFileSchema, type CorpusFile } from './corpus/corpus-file.js';
import { sentenceIdOf } from './sentence-id.js';

const FILES: readonly unknown[] = [
  english,
  hindi,
  tamil,
  telugu,
  gujarati,
  punjabi,
  odia,
  kannada,
  bengali,
  malayalam,
];

export interface BuiltinSentence {
  id: string;
  language: RecordingLanguage;
  domain: Domain;
  text: string;
  key: string;
  source: string;
  licence: string;
  /** validated: offered; retired: the earlier bank's sentences that today's rules refuse, kept for their id. */
  status: 'validated' | 'retired';
}

let cached: { sentences: BuiltinSentence[]; hash: string } | null = null;

function sentencesOf(file: CorpusFile): BuiltinSentence[] {
  const out: BuiltinSentence[] = [];
  const { language, source, licence } = file;
  for (const domain of DOMAINS) {
    for (const line of file.sentences[domain]) {
      const check = checkSentence(line, language);
      // corpus.test.ts holds every file to the rules; a line that fails anyway is left out, never offered.
      if (!check.ok) continue;
      out.push({
        id: sentenceIdOf(check.text),
        language,
        domain,
        text: check.text,
        key: check.key,
        source,
        licence,
        status: 'validated',
      });
    }
    for (const line of file.retired[domain] ?? []) {
      // Kept exactly as the bank had it: recordings made with it matched this text.
      out.push({
        id: sentenceIdOf(line),
        language,
        domain,
        text: line,
        key: `retired:${line}`,
        source,
        licence,
        status: 'retired',
      });
    }
  }
  return out;
}

/** Every built-in sentence of every language, and a fingerprint of them all (a change means a new sync). */
export function builtinCorpus(): { sentences: BuiltinSentence[]; hash: string } {
  if (!cached) {
    const sentences = FILES.map((json) => corpusFileSchema.parse(json)).flatMap(sentencesOf);
    const hash = createHash('sha256');
    for (const s of sentences) hash.update(`${s.id}\t${s.domain}\t${s.status}\n`);
    cached = { sentences, hash: hash.digest('hex') };
  }
  return cached;
}
