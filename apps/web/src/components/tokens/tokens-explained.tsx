import { useLocale, useT } from '@/i18n/use-t';
import { useTokenRewardsText } from '@/lib/token-rewards';

/**
 * What tokens are and what they can become on this installation (issue 33), for the FAQ and the dashboard:
 * the product's own sentence, then the operator's (TOKEN_REWARDS_TEXT, README), or the default that says no
 * reward is offered yet. Until the operator's answer arrives, and if it cannot, the default shows.
 */
export function TokensExplained({ className }: { className?: string }) {
  const t = useT('common');
  const locale = useLocale();
  const operator = useTokenRewardsText(locale);
  return (
    <div className={className}>
      <p>{t('tokens.what')}</p>
      <p data-testid="token-rewards" lang={operator?.lang} className="mt-3">
        {operator?.text ?? t('tokens.redeemDefault')}
      </p>
    </div>
  );
}
