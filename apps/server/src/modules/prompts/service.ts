// Reading-prompt rules: try the LLM when configured, fall back to the bank, and never hand a user
// the same transcript twice in a row. The last transcript lives behind a store interface so that it
// can be a database column: no state that matters lives in process memory (DESIGN §2).
import type { Domain, RecordingLanguage } from '@dhvani/contract/enums';
import { type LlmConfig, type LlmProvider, type WarnLogger, createLlmProvider } from './llm-provider.js';
import { type Rng, buildTranscript } from './transcript.js';

export interface LastTranscriptStore {
  get(userId: string): Promise<string | null>;
  set(userId: string, transcript: string): Promise<void>;
}

export interface PromptServiceOptions {
  llm?: LlmConfig | null;
  /** Overrides `llm`; lets tests and callers supply their own provider. */
  llmProvider?: LlmProvider | null;
  rng?: Rng;
  lastTranscriptStore: LastTranscriptStore;
  logger?: WarnLogger;
}

export interface PromptService {
  generate(userId: string, language: RecordingLanguage, domain: Domain): Promise<string>;
}

export function createPromptService(options: PromptServiceOptions): PromptService {
  const rng = options.rng ?? Math.random;
  const store = options.lastTranscriptStore;
  const llm = options.llmProvider ?? (options.llm ? createLlmProvider(options.llm, options.logger) : null);

  return {
    async generate(userId, language, domain) {
      const previous = await store.get(userId);
      const suggested = llm ? await llm.generate(language, domain) : null;
      const transcript =
        suggested !== null && suggested !== previous
          ? suggested
          : buildTranscript(language, domain, rng, previous);
      await store.set(userId, transcript);
      return transcript;
    },
  };
}

/** For tests and single-process tools only: production backs the store with the users table. */
export function createMemoryLastTranscriptStore(): LastTranscriptStore {
  const last = new Map<string, string>();
  return {
    get: async (userId) => last.get(userId) ?? null,
    set: async (userId, transcript) => {
      last.set(userId, transcript);
    },
  };
}
