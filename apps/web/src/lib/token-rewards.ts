// What tokens can become on this installation (issue 33, GET /rewards/about): the operator's text for the
// active language, else their text for every language, else null (the caller shows the default text).
import { tokenRewardsSchema } from '@dhvani/contract/token-rewards';
import type { Locale } from '@dhvani/contract/locales';
import { useQuery } from '@tanstack/react-query';
import { getData } from './api-replies';
import { queryClient } from './query-client';

export interface OperatorText {
  text: string;
  /** The language the text is in, when the operator wrote it for this one; unknown otherwise. */
  lang: Locale | undefined;
}

export function useTokenRewardsText(locale: Locale): OperatorText | null {
  const { data } = useQuery(
    {
      queryKey: ['rewards', 'about'],
      queryFn: ({ signal }) => getData('/rewards/about', tokenRewardsSchema, { signal }),
      // The operator changes it with a restart at most.
      staleTime: Infinity,
    },
    queryClient,
  );
  const own = data?.texts[locale];
  if (own) return { text: own, lang: locale };
  return data?.text ? { text: data.text, lang: undefined } : null;
}
