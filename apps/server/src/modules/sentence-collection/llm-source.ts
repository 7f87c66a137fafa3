// An LLM as a source of proposed sentences (issue 32, docs/sentences.md): any OpenAI-compatible chat-completions
// endpoint (LLM_BASE_URL, LLM_MODEL, LLM_API_KEY). What it writes is only a proposal: every line is held to the
// sentence rules and enters as pending, and reviewers (or an admin) decide. A failed request gives nothing
// and is logged without the key; the next run asks again.
import type { Domain, RecordingLanguage } from '@dhvani/contract/enums';
import { SCRIPT_OF_LANGUAGE } from '@dhvani/contract/scripts';
import { SENTENCE_WORD_BOUNDS } from '@dhvani/contract/sentences';

export interface LlmConfig {
  baseUrl: string;
  apiKey: string;
  model: string;
  timeoutMs: number;
}

/** The slice of a logger this uses; never given the API key. */
export interface WarnLogger {
  warn(details: Record<string, unknown>, message: string): void;
}

const DOMAIN_TOPICS: Record<Domain, string> = {
  healthcare: 'everyday healthcare: clinics, doctors, medicines, healthy habits',
  education: 'everyday education: school, classes, homework, learning',
  fmcg: 'everyday household goods: groceries, soap, packaged food, daily essentials',
  telecom: 'everyday mobile and internet use: recharge plans, network, calls, data',
  retail: 'everyday shopping: shops, prices, bills, returns, offers',
  technology: 'everyday technology: apps, smartphones, computers, online safety',
};

/** The chat messages, in one place so the wording can be read and changed together. */
export function buildMessages(language: RecordingLanguage, domain: Domain, count: number) {
  const script = SCRIPT_OF_LANGUAGE[language];
  const { min, max } = SENTENCE_WORD_BOUNDS[language];
  return [
    {
      role: 'system',
      content:
        'You write sentences that volunteers read aloud for a speech dataset. Each is natural, everyday and ' +
        'easy to say in one breath. No names of people, brands, numbers or digits, abbreviations, news, ' +
        'politics or personal data.',
    },
    {
      role: 'user',
      content:
        `Write ${count} different sentences in ${language}, using only the ${script} script, about ` +
        `${DOMAIN_TOPICS[domain]}. Each sentence has ${min} to ${max} words. Write numbers as words. ` +
        'Reply with the sentences only, one a line, without numbering, titles or quotes.',
    },
  ];
}

/** The reply's lines, with list markers a model adds anyway taken off. */
export function linesOf(content: unknown): string[] {
  if (typeof content !== 'string') return [];
  return content
    .split(/\r?\n/u)
    .map((line) => line.replace(/^\s*(?:[-*•]|\(?[0-9०-९]+[.)])\s*/u, '').trim())
    .filter((line) => line !== '');
}

function contentOf(body: unknown): unknown {
  const choices = (body as { choices?: unknown } | null)?.choices;
  if (!Array.isArray(choices)) return null;
  return (choices[0] as { message?: { content?: unknown } } | undefined)?.message?.content ?? null;
}

export interface LlmSource {
  readonly model: string;
  /** Candidate sentences (unchecked), or none when the request failed. */
  sentences(
    language: RecordingLanguage,
    domain: Domain,
    count: number,
    signal?: AbortSignal,
  ): Promise<string[]>;
}

export function createLlmSource(config: LlmConfig, log?: WarnLogger): LlmSource {
  const url = `${config.baseUrl.replace(/\/+$/u, '')}/chat/completions`;
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (config.apiKey) headers.authorization = `Bearer ${config.apiKey}`;
  return {
    model: config.model,
    async sentences(language, domain, count, signal) {
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers,
          body: JSON.stringify({
            model: config.model,
            messages: buildMessages(language, domain, count),
            temperature: 0.9,
          }),
          signal: signal
            ? AbortSignal.any([signal, AbortSignal.timeout(config.timeoutMs)])
            : AbortSignal.timeout(config.timeoutMs),
        });
        if (!response.ok) {
          // Release the connection instead of leaving an unread body behind.
          await response.body?.cancel();
          log?.warn({ status: response.status, language, domain }, 'LLM sentence request failed');
          return [];
        }
        return linesOf(contentOf(await response.json()));
      } catch (error) {
        // Only the error's name and message: never the request, whose headers hold the key.
        const reason = error instanceof Error ? `${error.name}: ${error.message}` : 'unknown';
        log?.warn({ reason, language, domain }, 'LLM sentence request failed');
        return [];
      }
    },
  };
}
