// What the read-check set holds (issue 35), before any audio: for each text, its clips of each class, with the
// text it was issued for, what is really said, and the reader's recipe. Every sentence belongs to one half by
// a hash of its text: `tune` (thresholds are chosen on it) or `held-out` (only measured).
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { rng } from '../make-audio-fixtures.mjs';
import { pick, READERS, reading, seedOf } from './readers.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

export const CLASSES = ['text', 'different', 'half', 'twice'];
/** How many clips of each class a text gets: more correct readings, to measure their rejections finely. */
const PER_TEXT = { text: 2, different: 1, half: 1, twice: 1 };

/** The built-in corpus (issue 32), or the older prompt bank where a checkout has no corpus. */
export function bankSentences(language) {
  const corpus = join(root, 'apps/server/src/modules/sentences/corpus', `${READERS[language].file}.json`);
  const bank = join(root, 'apps/server/src/modules/prompts/bank', `${READERS[language].file}.json`);
  const json = JSON.parse(readFileSync(existsSync(corpus) ? corpus : bank, 'utf8'));
  const byDomain = json.sentences ?? json;
  return Object.entries(byDomain).flatMap(([domain, list]) => list.map((text) => ({ domain, text })));
}

const splitOf = (language, text) => (seedOf('split', language, text) % 2 === 0 ? 'tune' : 'held-out');

function firstHalf(text) {
  const words = text.split(/\s+/u).filter(Boolean);
  return words.slice(0, Math.max(1, Math.floor(words.length / 2))).join(' ');
}

/** The set's items (no audio yet): for each text, its clips of each class. */
export function planItems({ languages, sentences: perLanguage, multi, engine, split }) {
  const items = [];
  const perText = engine === 'festival' ? { text: 1, different: 1, half: 1, twice: 1 } : PER_TEXT;
  for (const language of languages) {
    const everySentence = bankSentences(language).map((s) => ({ ...s, split: splitOf(language, s.text) }));
    // Festival's readings are a held-out check only.
    const only = split ?? (engine === 'festival' ? 'held-out' : null);
    const all = only ? everySentence.filter((s) => s.split === only) : everySentence;
    const next = rng(engine === 'festival' ? seedOf('plan', engine, language) : seedOf('plan', language));
    // Spread over the domains: every k-th sentence of the bank's order.
    const every = Math.max(1, Math.floor(all.length / (perLanguage ?? all.length)));
    const chosen = all.filter((_, i) => i % every === 0).slice(0, perLanguage ?? all.length);
    const texts = chosen.map((s) => ({ ...s, sentences: 1 }));
    // Texts of three sentences of one domain and split, from the sentences' own order.
    for (let k = 0; k < multi; k++) {
      const domain = all[k % all.length].domain;
      const pool = all.filter((s) => s.domain === domain && s.split === (k % 2 ? 'tune' : 'held-out'));
      const start = (Math.floor(k / 2) * 3) % Math.max(1, pool.length - 2);
      const three = pool.slice(start, start + 3);
      if (three.length === 3)
        texts.push({ domain, split: three[0].split, sentences: 3, text: three.map((s) => s.text).join(' ') });
    }
    for (const [index, t] of texts.entries()) {
      const others = all.filter(
        (s) => s.domain === t.domain && s.split === t.split && !t.text.includes(s.text),
      );
      for (const cls of CLASSES) {
        for (let n = 0; n < perText[cls]; n++) {
          const spoken =
            cls === 'different'
              ? t.sentences === 1
                ? pick(next, others).text
                : [0, 1, 2].map(() => pick(next, others).text).join(' ')
              : cls === 'half'
                ? firstHalf(t.text)
                : t.text;
          items.push({
            id: `${t.sentences === 1 ? 's' : 'm'}${String(index).padStart(3, '0')}-${cls}-${n}`,
            language,
            domain: t.domain,
            split: t.split,
            sentences: t.sentences,
            class: cls,
            text: t.text,
            spoken,
            engine,
            recipe: reading(language, next),
          });
        }
      }
    }
  }
  return items;
}
