// Yes / No / Skip, and the No reasons once No was chosen. Yes and No wait until the clip was heard to its
// end (`canAnswer`); Skip never waits. The reasons sit outside the keyboard panel, so Space and Enter press
// the focused reason as on any button.
import { SkipForward, ThumbsDown, ThumbsUp } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { VOTE_REASONS, type VoteReason } from '@dhvani/contract/reviews';
import { Button } from '@/components/ui/button';
import { useT } from '@/i18n/use-t';
import { cn } from '@/lib/cn';

const ANSWER =
  'flex w-full max-w-40 flex-col items-center gap-1 rounded-2xl px-2 py-4 text-lg font-semibold ring-1 transition-colors disabled:opacity-50 [&_svg]:size-8';

/**
 * Yes and No either side of the player, as on Common Voice's listen page: a thumb up and a thumb down,
 * in different colours and words, so neither depends on colour alone. Skip, which needs no listening,
 * sits underneath.
 */
export function AnswerButtons({
  canAnswer,
  sending,
  player,
  onYes,
  onNo,
  onSkip,
}: {
  canAnswer: boolean;
  sending: boolean;
  /** The clip's Play control, between Yes and No. */
  player: ReactNode;
  onYes: () => void;
  onNo: () => void;
  onSkip: () => void;
}) {
  const t = useT('review');
  return (
    <div className="flex flex-col items-center gap-4">
      <div className="grid w-full grid-cols-[1fr_auto_1fr] items-start gap-3">
        <button
          type="button"
          onClick={onYes}
          disabled={!canAnswer}
          aria-keyshortcuts="Y"
          className={cn(
            ANSWER,
            'mt-4 justify-self-end bg-tea-green text-success ring-success-line hover:bg-nyanza',
          )}
        >
          <ThumbsUp aria-hidden="true" />
          {t('answer.yes')}
        </button>
        {player}
        <button
          type="button"
          onClick={onNo}
          disabled={!canAnswer}
          aria-keyshortcuts="N"
          className={cn(
            ANSWER,
            'mt-4 justify-self-start bg-danger-soft text-danger-strong ring-danger-line hover:bg-white',
          )}
        >
          <ThumbsDown aria-hidden="true" />
          {t('answer.no')}
        </button>
      </div>
      <Button variant="outline" onClick={onSkip} disabled={sending} aria-keyshortcuts="S">
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
      <div className="mt-2 flex flex-wrap gap-2">
        {VOTE_REASONS.map((reason, i) => (
          <Button
            key={reason}
            ref={i === 0 ? first : undefined}
            variant="outline"
            className="h-auto min-h-10 rounded-full border-danger-line px-4 py-2 whitespace-normal text-ink hover:bg-white"
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
