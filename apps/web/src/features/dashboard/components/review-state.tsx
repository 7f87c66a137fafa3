// A recording's peer-review state on the dashboard (issue 21): In review, Validated, or Rejected with its
// reasons (the reviewers', or the automatic check's), and whether its tokens were taken back.
import type { RecordingReview } from '@dhvani/contract/reviews';
import { useT } from '@/i18n/use-t';
import { cn } from '@/lib/cn';

const STYLES: Record<RecordingReview['status'], string> = {
  pending: 'bg-mist text-ink ring-line-strong/40',
  validated: 'bg-tea-green text-success ring-success/30',
  rejected: 'bg-danger-soft text-danger-strong ring-danger/40',
};

export function ReviewState({ review, reversed }: { review: RecordingReview; reversed: boolean }) {
  const t = useT('dashboard');
  const common = useT('common');
  const votes = review.upVotes + review.downVotes;
  return (
    <div className="flex flex-col items-start gap-1" data-review={review.status}>
      <span
        className={cn(
          'inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1',
          STYLES[review.status],
        )}
      >
        {t(`review.${review.status}`)}
      </span>
      {votes > 0 ? (
        <span className="text-xs text-ink-subtle">
          {t('review.votes', { up: review.upVotes, down: review.downVotes })}
        </span>
      ) : null}
      {review.status === 'rejected' && review.decidedBy === 'analyser' ? (
        <span className="text-xs text-ink-muted">{t('review.byAnalyser')}</span>
      ) : null}
      {review.status === 'rejected' && review.reasons.length > 0 ? (
        <ul className="list-disc pl-4 text-xs whitespace-normal text-ink-muted">
          {review.reasons.map((reason) => (
            <li key={reason}>{common(`reviewReason.${reason}`)}</li>
          ))}
        </ul>
      ) : null}
      {reversed ? (
        <span className="text-xs font-semibold text-danger-strong">{t('review.reversed')}</span>
      ) : null}
    </div>
  );
}
