// A release's text in numbers (issue 32), per language, for the report and the datasheet: distinct sentences
// and words, clips per sentence, the share of test words a model trained on train never heard, sentences shared
// between splits (sentence by sentence), and the sentences' sources with their licences. Words are counted
// here as the clips go by (the duplicate key's words: lower case, no punctuation); the rest comes from SQL.
import type { ReleaseTextStats } from '@dhvani/contract/releases';
import { sentenceKey } from '@dhvani/contract/sentences';
import type { SentenceTally, SourceTally } from './text-repository.js';
import type { Split } from './splits.js';

interface LanguageWords {
  all: Set<string>;
  train: Set<string>;
  test: Set<string>;
}

export class WordTally {
  private readonly languages = new Map<string, LanguageWords>();

  add(language: string, transcript: string, split: Split | null) {
    let words = this.languages.get(language);
    if (!words) this.languages.set(language, (words = { all: new Set(), train: new Set(), test: new Set() }));
    for (const word of sentenceKey(transcript).split(' ')) {
      if (!word) continue;
      words.all.add(word);
      if (split === 'train' || split === 'test') words[split].add(word);
    }
  }

  distinct(language: string): number {
    return this.languages.get(language)?.all.size ?? 0;
  }

  /** Of the test split's distinct words, the share never in train; null without test clips. */
  unseenInTrain(language: string): number | null {
    const words = this.languages.get(language);
    if (!words || words.test.size === 0) return null;
    let unseen = 0;
    for (const word of words.test) if (!words.train.has(word)) unseen += 1;
    return Math.round((unseen / words.test.size) * 1000) / 1000;
  }
}

/** The language's text stats, from the words counted during the build and the tallies from SQL. */
export function textStatsOf(
  language: string,
  words: WordTally,
  sentences: SentenceTally[],
  sources: SourceTally[],
): ReleaseTextStats {
  const tally = sentences.find((s) => s.language === language);
  return {
    sentences: tally?.sentences ?? 0,
    words: words.distinct(language),
    clipsPerSentence: {
      min: tally?.minClips ?? 0,
      median: tally?.medianClips ?? 0,
      max: tally?.maxClips ?? 0,
    },
    testWordsUnseenInTrain: words.unseenInTrain(language),
    sharedBetweenSplits: tally?.shared ?? 0,
    sources: sources
      .filter((s) => s.language === language)
      .map(({ source, licence, sentences: n, clips }) => ({ source, licence, sentences: n, clips })),
  };
}
