// What tokens can become on this installation (issue 33), in the operator's words: the FAQ and the dashboard
// show it beside their own explanation of what tokens are. Set by TOKEN_REWARDS_TEXT (every language) and
// TOKEN_REWARDS_TEXT_<CODE> (one language: TOKEN_REWARDS_TEXT_HI …); without either the web shows its own
// default text, translated, which says that nothing is offered yet.
import { z } from 'zod';
import { LOCALES, type Locale } from './locales.js';

export const TOKEN_REWARDS_TEXT_MAX = 1000;

export const tokenRewardsSchema = z.object({
  /** TOKEN_REWARDS_TEXT: for a language without a text of its own; null when the operator set none. */
  text: z.string().nullable(),
  /** The texts the operator wrote for one language each, by language code. */
  texts: z.partialRecord(z.enum(LOCALES), z.string()),
});
export type TokenRewards = z.infer<typeof tokenRewardsSchema>;

/** The environment variable of one language's text: TOKEN_REWARDS_TEXT_HI for 'hi'. */
export const tokenRewardsVariable = <L extends Locale>(locale: L) =>
  `TOKEN_REWARDS_TEXT_${locale.toUpperCase() as Uppercase<L>}` as const;
