// One clip, by its recording id: mark it as a known-answer clip (good / bad / not any more), or set its
// review status by hand. The server audits both and moves the contributor's tokens with the status.
import { useState, type FormEvent } from 'react';
import {
  REVIEW_MESSAGES,
  VOTE_REASONS,
  type AdminClipReview,
  type VoteReason,
} from '@dhvani/contract/reviews';
import { Button } from '@/components/ui/button';
import { apiErrorText } from '@/i18n/error-text';
import { useT } from '@/i18n/use-t';
import { notify } from '@/lib/toast';
import { setClipStatus, setKnownAnswer } from '../api/review-admin-api';

type Action = 'validated' | 'rejected' | 'good' | 'bad' | 'unmark';
const ACTIONS: Action[] = ['validated', 'rejected', 'good', 'bad', 'unmark'];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function ClipReviewForm({ initialId, onChanged }: { initialId: string; onChanged: () => void }) {
  const t = useT('admin');
  const common = useT('common');
  const [id, setId] = useState(initialId);
  const [action, setAction] = useState<Action>('validated');
  const [reason, setReason] = useState<VoteReason | ''>('');
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<AdminClipReview | null>(null);
  const validId = UUID.test(id.trim());

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!validId || busy) return;
    setBusy(true);
    try {
      const recordingId = id.trim();
      const changed =
        action === 'validated' || action === 'rejected'
          ? await setClipStatus(recordingId, action, action === 'rejected' && reason ? reason : undefined)
          : await setKnownAnswer(recordingId, action === 'unmark' ? null : action);
      setResult(changed);
      notify.success(t('review.saved'));
      onChanged();
    } catch (error) {
      notify.error(apiErrorText(error, t('review.saveFailed'), { review: REVIEW_MESSAGES }));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={(e) => void submit(e)} className="flex flex-col gap-3 rounded-xl bg-nyanza p-4">
      <h3 className="text-lg font-semibold text-midnight-green">{t('review.clipTitle')}</h3>
      <p className="text-sm text-ink-muted">{t('review.clipHelp')}</p>
      <div className="flex flex-wrap items-end gap-3">
        <label className="flex min-w-0 flex-1 flex-col gap-1 text-sm font-medium">
          {t('review.recordingId')}
          <input
            className="h-10 rounded-md border border-midnight-green/40 bg-white px-3 font-mono text-sm"
            value={id}
            onChange={(e) => setId(e.target.value)}
            aria-invalid={id !== '' && !validId}
            spellCheck={false}
          />
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium">
          {t('review.actionLabel')}
          <select
            className="h-10 rounded-md border border-midnight-green/40 bg-white px-3"
            value={action}
            onChange={(e) => setAction(e.target.value as Action)}
          >
            {ACTIONS.map((a) => (
              <option key={a} value={a}>
                {t(`review.action.${a}`)}
              </option>
            ))}
          </select>
        </label>
        {action === 'rejected' ? (
          <label className="flex flex-col gap-1 text-sm font-medium">
            {t('review.reason')}
            <select
              className="h-10 rounded-md border border-midnight-green/40 bg-white px-3"
              value={reason}
              onChange={(e) => setReason(e.target.value as VoteReason | '')}
            >
              <option value="">{t('review.noReason')}</option>
              {VOTE_REASONS.map((r) => (
                <option key={r} value={r}>
                  {common(`reviewReason.${r}`)}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        <Button type="submit" disabled={!validId || busy}>
          {t('review.apply')}
        </Button>
      </div>
      {result ? (
        <p role="status" className="text-sm text-ink">
          {t('review.result', {
            status: result.status,
            known: result.knownAnswer ?? '--',
            up: result.upVotes,
            down: result.downVotes,
          })}
        </p>
      ) : null}
    </form>
  );
}
