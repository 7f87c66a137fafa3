import type { GuardianChild } from '@dhvani/contract/guardian';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { dialogActionsClass, dialogBodyClass, dialogClass, dialogTitleClass } from '@/components/ui/dialog';
import { useFormat } from '@/i18n/format';
import { useT } from '@/i18n/use-t';

// One account on the guardian page (issue 23): the child's first name, when they signed up, whether the
// guardian's consent stands, and the one action that changes it. Withdrawing asks first, saying what it does.
export function GuardianChildRow({
  child,
  busy,
  onChange,
}: {
  child: GuardianChild;
  busy: boolean;
  onChange: (change: 'withdraw' | 'give') => Promise<boolean>;
}) {
  const t = useT('auth');
  const format = useFormat();
  const dialog = useRef<HTMLDialogElement>(null);
  const [confirming, setConfirming] = useState(false);
  const titleId = `guardian-withdraw-title-${child._id}`;
  const name = child.firstName;

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (confirming && !element.open) element.showModal();
    else if (!confirming && element.open) element.close();
  }, [confirming]);

  const withdraw = async () => {
    if (await onChange('withdraw')) setConfirming(false);
  };

  return (
    <li className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="font-semibold text-ink">{name}</p>
        <p className="text-sm text-ink-muted">
          {t('guardianPage.signedUp', { date: format.longDate(child.signedUpAt) })}
        </p>
        <p className="text-sm text-ink" data-testid="guardian-consent-state">
          {child.consent === 'given'
            ? t('guardianPage.stateGiven')
            : t('guardianPage.stateWithdrawn', { date: format.longDate(child.withdrawnAt ?? undefined) })}
        </p>
      </div>
      {child.consent === 'given' ? (
        <Button
          variant="destructive"
          aria-label={t('guardianPage.withdrawFor', { name })}
          disabled={busy}
          onClick={() => setConfirming(true)}
        >
          {t('guardianPage.withdraw')}
        </Button>
      ) : (
        <Button
          variant="outline"
          aria-label={t('guardianPage.giveFor', { name })}
          disabled={busy}
          onClick={() => void onChange('give')}
        >
          {t('guardianPage.give')}
        </Button>
      )}
      <dialog
        ref={dialog}
        aria-labelledby={titleId}
        onClose={() => setConfirming(false)}
        className={dialogClass}
      >
        <div className={dialogBodyClass}>
          <h2 id={titleId} className={dialogTitleClass}>
            {t('guardianPage.confirmTitle', { name })}
          </h2>
          <p className="text-ink-muted">{t('guardianPage.confirmText', { name })}</p>
          <div className={dialogActionsClass}>
            <Button variant="outline" onClick={() => setConfirming(false)} disabled={busy}>
              {t('guardianPage.cancel')}
            </Button>
            <Button variant="destructive" onClick={withdraw} disabled={busy}>
              {busy ? t('guardianPage.saving') : t('guardianPage.withdraw')}
            </Button>
          </div>
        </div>
      </dialog>
    </li>
  );
}
