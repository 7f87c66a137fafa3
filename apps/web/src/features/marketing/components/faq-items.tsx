import type { ReactNode } from 'react';
import { TokensExplained } from '@/components/tokens/tokens-explained';
import type { Translator } from '@/i18n/use-t';

export interface FaqItem {
  id: string;
  question: string;
  answer: ReactNode;
  /** The language the item is shown in (a partial catalog shows some items in English). */
  lang: string;
}

// SPEC §2: eight questions in this order; the words are the faq catalog's. The token rules and grades match
// docs/rewards.md and the server's rubric (issue 4): tokens per minute of clip by grade, and at least 1 for
// any non-poor clip; peer review's reversals and reviewer tokens (issue 21). All ten languages translate every entry (issue 33).
const IDS = [
  ['what-is', 'whatIs'],
  ['asr', 'asr'],
  ['tts', 'tts'],
  ['business', 'business'],
  ['languages', 'languages'],
  ['api', 'api'],
  ['custom-data', 'customData'],
  ['privacy', 'privacy'],
] as const;

const RATES = ['whatIs.excellent', 'whatIs.good', 'whatIs.average', 'whatIs.poor'] as const;

export function faqItems(t: Translator<'faq'>): FaqItem[] {
  return IDS.map(([id, key]) => {
    const question = key === 'whatIs' ? t('whatIs.question') : t(`${key}.question`);
    const answer =
      key === 'whatIs' ? (
        <>
          <p>{t('whatIs.intro')}</p>
          <ul className="mt-3 list-disc pl-6">
            {RATES.map((rate) => (
              <li key={rate}>{t(rate)}</li>
            ))}
          </ul>
          <p className="mt-3">{t('whatIs.minimum')}</p>
          <p className="mt-3">{t('whatIs.review')}</p>
          {/* Issue 33: what tokens are, and what they can become on this installation. */}
          <TokensExplained className="mt-3" />
        </>
      ) : (
        <p>{t(`${key}.answer`)}</p>
      );
    return { id, question, answer, lang: t.localeOf(`${key}.question`) };
  });
}
