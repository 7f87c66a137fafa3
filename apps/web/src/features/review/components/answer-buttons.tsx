// Yes / No / Skip, and the No reasons once No was chosen. Yes and No wait until the clip was heard to its
// end (`canAnswer`); Skip never waits. The reasons sit outside the keyboard panel, so Space and Enter press
// the focused reason as on any button.
import { Check, SkipForward, X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { VOTE_REASONS, type VoteReason } from '@dhvani/contract/reviews';
import { Button } from '@/components/ui/button';
import { useT } from '@/i18n/use-t';

export function AnswerButtons({
  canAnswer,
  sending,
  onYes,
  onNo,
  onSkip,
}: {
  canAnswer: boolean;
  sending: boolean;
  onYes: () => void;
  onNo: () => void;
  onSkip: () => void;
}) {
  const t = useT('review');
  return (
    <div className="grid grid-cols-3 gap-2 sm:flex sm:flex-wrap sm:gap-3">
      <Button size="lg" onClick={onYes} disabled={!canAnswer} aria-keyshortcuts="Y">
        <Check aria-hidden="true" />
        {t('answer.yes')}
      </Button>
      <Button size="lg" variant="destructive" onClick={onNo} disabled={!canAnswer} aria-keyshortcuts="N">
        <X aria-hidden="true" />
        {t('answer.no')}
      </Button>
      <Button size="lg" variant="outline" onClick={onSkip} disabled={sending} aria-keyshortcuts="S">
        <SkipForward aria-hidden="true" />
        {t('answer.skip')}
      </Button>
    </div>
  );
}

export function NoReasons({
  onReason,
  onCancel,
  disabled,
}: {
  onReason: (reason: VoteReason) => void;
  onCancel: () => void;
  disabled: boolean;
}) {
  const t = useT('review');
  const common = useT('common');
  const first = useRef<HTMLButtonElement>(null);
  // Focus moves into the list when it opens, so a keyboard or screen-reader user lands on the choices.
  useEffect(() => first.current?.focus(), []);
  return (
    <fieldset className="rounded-xl border border-danger-line bg-danger-soft p-4">
      <legend className="px-1 font-semibold text-danger-strong">{t('reasons.legend')}</legend>
      <div className="mt-2 grid grid-cols-1 gap-2 sm:grid-cols-2">
        {VOTE_REASONS.map((reason, i) => (
          <Button
            key={reason}
            ref={i === 0 ? first : undefined}
            variant="outline"
            className="justify-start"
            disabled={disabled}
            onClick={() => onReason(reason)}
          >
            {common(`reviewReason.${reason}`)}
          </Button>
        ))}
      </div>
      <Button variant="ghost" size="sm" className="mt-3" onClick={onCancel}>
        {t('reasons.cancel')}
      </Button>
    </fieldset>
  );
}
