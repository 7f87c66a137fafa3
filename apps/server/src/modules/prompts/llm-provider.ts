// Optional LLM source of reading transcripts: any OpenAI-compatible chat-completions endpoint.
// Its output is only a suggestion: anything off (HTTP error, timeout, wrong script, wrong length)
// yields null and the caller falls back to the bank, so the user never sees a failure (issue 5).
import { TRANSCRIPT_MAX_WORDS, TRANSCRIPT_MIN_WORDS, countWords } from '@dhvani/contract/prompts';
import type { Domain, RecordingLanguage } from '@dhvani/contract/enums';
import { SCRIPT_OF_LANGUAGE, isInScript } from '@dhvani/contract/scripts';

export interface LlmConfig {
  baseUrl: string;
  apiKey?: string | null;
  model: string;
  timeoutMs: number;
}

/** The slice of a pino/Fastify logger we use. Never given the API key. */
export interface WarnLogger {
  warn(details: Record<string, unknown>, message: string): void;
}

export interface LlmProvider {
  generate(language: RecordingLanguage, domain: Domain): Promise<string | null>;
}

export const DEFAULT_LLM_TIMEOUT_MS = 8_000;

const DOMAIN_TOPICS: Record<Domain, string> = {
  healthcare: 'everyday healthcare: clinics, doctors, medicines, healthy habits',
  education: 'everyday education: school, classes, homework, learning',
  fmcg: 'everyday household goods: groceries, soap, packaged food, daily essentials',
  telecom: 'everyday mobile and internet use: recharge plans, network, calls, data',
  retail: 'everyday shopping: shops, prices, bills, returns, offers',
  technology: 'everyday technology: apps, smartphones, computers, online safety',
};

/** Builds the chat messages; exported so the wording can be read in one place. */
export function buildMessages(language: RecordingLanguage, domain: Domain) {
  const script = SCRIPT_OF_LANGUAGE[language];
  return [
    {
      role: 'system',
      content:
        'You write short passages that volunteers read aloud for a speech dataset. ' +
        'Use simple, common, neutral words. No names, brands, numbers, news, politics or personal data.',
    },
    {
      role: 'user',
      content:
        `Write one paragraph of 50 to 90 words in ${language}, using only the ${script} script, ` +
        `about ${DOMAIN_TOPICS[domain]}. Reply with the paragraph only, without a title or quotes.`,
    },
  ];
}

/** The transcript if it is usable for this language, otherwise null. */
export function acceptTranscript(raw: unknown, language: RecordingLanguage): string | null {
  if (typeof raw !== 'string') return null;
  const text = raw
    .trim()
    .replace(/^["'“”«»]+|["'“”«»]+$/gu, '')
    .trim()
    .split(/\s+/u)
    .join(' ');
  const words = countWords(text);
  if (words < TRANSCRIPT_MIN_WORDS || words > TRANSCRIPT_MAX_WORDS) return null;
  if (/error/iu.test(text)) return null;
  if (!isInScript(text, language)) return null;
  return text;
}

function contentOf(body: unknown): unknown {
  if (typeof body !== 'object' || body === null) return null;
  const choices = (body as { choices?: unknown }).choices;
  if (!Array.isArray(choices)) return null;
  const first: unknown = choices[0];
  if (typeof first !== 'object' || first === null) return null;
  const message = (first as { message?: { content?: unknown } }).message;
  return message?.content ?? null;
}

export function createLlmProvider(config: LlmConfig, logger?: WarnLogger): LlmProvider {
  const url = `${config.baseUrl.replace(/\/+$/u, '')}/chat/completions`;
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (config.apiKey) headers.authorization = `Bearer ${config.apiKey}`;

  return {
    async generate(language, domain) {
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers,
          body: JSON.stringify({
            model: config.model,
            messages: buildMessages(language, domain),
            temperature: 0.8,
          }),
          signal: AbortSignal.timeout(config.timeoutMs),
        });
        if (!response.ok) {
          // Release the connection instead of leaving an unread body behind.
          await response.body?.cancel();
          logger?.warn({ status: response.status, language, domain }, 'LLM transcript request failed');
          return null;
        }
        const transcript = acceptTranscript(contentOf(await response.json()), language);
        if (transcript === null) logger?.warn({ language, domain }, 'LLM transcript rejected by checks');
        return transcript;
      } catch (error) {
        // Only the error's name and message: never the request, whose headers hold the key.
        const reason = error instanceof Error ? `${error.name}: ${error.message}` : 'unknown';
        logger?.warn({ reason, language, domain }, 'LLM transcript request failed');
        return null;
      }
    },
  };
}
