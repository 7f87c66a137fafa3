import { describe, expect, it } from 'vitest';
import { countWords } from '@dhvani/contract/prompts';
import type { LlmProvider } from './llm-provider.js';
import { createSeededRng } from './transcript.js';
import { isInScript } from '@dhvani/contract/scripts';
import { createMemoryLastTranscriptStore, createPromptService } from './service.js';

describe('createPromptService without an LLM', () => {
  it('answers from the bank in the requested language', async () => {
    const prompts = createPromptService({ lastTranscriptStore: createMemoryLastTranscriptStore() });
    const transcript = await prompts.generate('u1', 'Gujarati', 'technology');
    expect(isInScript(transcript, 'Gujarati')).toBe(true);
    expect(countWords(transcript)).toBeGreaterThanOrEqual(40);
  });

  it('never gives a user the same transcript twice in a row', async () => {
    const prompts = createPromptService({
      rng: createSeededRng(4),
      lastTranscriptStore: createMemoryLastTranscriptStore(),
    });
    let previous = await prompts.generate('u1', 'Odia', 'retail');
    for (let i = 0; i < 100; i += 1) {
      const next = await prompts.generate('u1', 'Odia', 'retail');
      expect(next).not.toBe(previous);
      previous = next;
    }
  });

  it('remembers the last transcript per user through the store', async () => {
    const store = createMemoryLastTranscriptStore();
    const prompts = createPromptService({ rng: createSeededRng(9), lastTranscriptStore: store });
    const forA = await prompts.generate('a', 'Kannada', 'fmcg');
    expect(await store.get('a')).toBe(forA);
    expect(await store.get('b')).toBeNull();
  });

  it('avoids a transcript remembered by a store shared with another process', async () => {
    const store = createMemoryLastTranscriptStore();
    const first = await createPromptService({ rng: createSeededRng(6), lastTranscriptStore: store }).generate(
      'u1',
      'Tamil',
      'education',
    );
    // A second instance with the same seed would pick the same text, but the store says it was just shown.
    const second = await createPromptService({
      rng: createSeededRng(6),
      lastTranscriptStore: store,
    }).generate('u1', 'Tamil', 'education');
    expect(second).not.toBe(first);
  });
});

describe('createPromptService with an LLM provider', () => {
  it('prefers the provider and falls back to the bank when it gives nothing', async () => {
    const llmText = Array.from({ length: 8 }, () => 'Fresh fruit and clean water keep us well.').join(' ');
    let answer: string | null = llmText;
    const provider: LlmProvider = { generate: async () => answer };
    const prompts = createPromptService({
      llmProvider: provider,
      lastTranscriptStore: createMemoryLastTranscriptStore(),
    });
    expect(await prompts.generate('u1', 'English', 'healthcare')).toBe(llmText);
    answer = null;
    const fallback = await prompts.generate('u1', 'English', 'healthcare');
    expect(fallback).not.toBe(llmText);
    expect(isInScript(fallback, 'English')).toBe(true);
  });
});
