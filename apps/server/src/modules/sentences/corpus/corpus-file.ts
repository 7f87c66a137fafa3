// The built-in corpus's file format (one JSON file per recording language, beside this file) and its checks.
// Every sentence under `sentences` must pass the rules (contract sentences.ts) and be unique on its key in the
// language; `retired` keeps the earlier bank's sentences that today's rules refuse (too long, mostly), so that
// recordings made with them keep their sentence's identity; they are never offered.
import { z } from 'zod';
import { DOMAINS, RECORDING_LANGUAGES, type Domain, type RecordingLanguage } from '@dhvani/contract/enums';
import { SENTENCE_REJECTION_TEXT, checkSentence } from '@dhvani/contract/sentences';

/** What the issue asks of the built-in corpus, per language. */
export const CORPUS_MIN_SENTENCES = 500;
export const CORPUS_MIN_PER_DOMAIN = 60;

const byDomain = z.object(
  Object.fromEntries(DOMAINS.map((d) => [d, z.array(z.string())])) as Record<Domain, z.ZodArray<z.ZodString>>,
);

export const corpusFileSchema = z.object({
  language: z.enum(RECORDING_LANGUAGES),
  /** Who wrote the sentences and whether a native speaker has reviewed them. */
  review: z.string().min(20),
  source: z.string().min(1),
  licence: z.string().min(1),
  sentences: byDomain,
  retired: byDomain.partial().default({}),
});
export type CorpusFile = z.infer<typeof corpusFileSchema>;

export interface CorpusReport {
  summary: string;
  problems: string[];
}

export function checkCorpusFile(json: unknown): CorpusReport {
  const parsed = corpusFileSchema.safeParse(json);
  if (!parsed.success)
    return {
      summary: 'not a corpus file',
      problems: parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`),
    };
  const file = parsed.data;
  const language: RecordingLanguage = file.language;
  const problems: string[] = [];
  const seen = new Map<string, string>();
  const counts: string[] = [];
  let total = 0;
  for (const domain of DOMAINS) {
    let ok = 0;
    for (const line of file.sentences[domain]) {
      const check = checkSentence(line, language);
      if (!check.ok) {
        problems.push(`${domain}: ${SENTENCE_REJECTION_TEXT[check.reason]}: ${line}`);
        continue;
      }
      if (check.text !== line)
        problems.push(`${domain}: not in normalised form (expected ${JSON.stringify(check.text)}): ${line}`);
      const before = seen.get(check.key);
      if (before) {
        problems.push(`${domain}: duplicate of "${before}": ${line}`);
        continue;
      }
      seen.set(check.key, line);
      ok += 1;
    }
    if (ok < CORPUS_MIN_PER_DOMAIN)
      problems.push(`${domain}: ${ok} sentences, at least ${CORPUS_MIN_PER_DOMAIN} needed`);
    counts.push(`${domain} ${ok}`);
    total += ok;
  }
  if (total < CORPUS_MIN_SENTENCES)
    problems.push(`${total} sentences in all, at least ${CORPUS_MIN_SENTENCES} needed`);
  return { summary: `${total} valid sentences (${counts.join(', ')})`, problems };
}
