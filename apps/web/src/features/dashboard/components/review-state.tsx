// A recording's peer-review state on the dashboard (issue 21): In review, Validated, or Rejected with its
// reasons (the reviewers', or the automatic check's), and whether its tokens were taken back.
import type { RecordingReview } from '@dhvani/contract/reviews';
import { useT } from '@/i18n/use-t';
import { cn } from '@/lib/cn';

const STYLES: Record<RecordingReview['status'], string> = {
  pending: 'bg-slate-100 text-slate-800 ring-slate-500/30',
  validated: 'bg-emerald-100 text-emerald-900 ring-emerald-700/30',
  rejected: 'bg-red-100 text-red-800 ring-red-700/40',
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
        <span className="text-xs text-slate-600">
          {t('review.votes', { up: review.upVotes, down: review.downVotes })}
        </span>
      ) : null}
      {review.status === 'rejected' && review.decidedBy === 'analyser' ? (
        <span className="text-xs text-slate-700">{t('review.byAnalyser')}</span>
      ) : null}
      {review.status === 'rejected' && review.reasons.length > 0 ? (
        <ul className="list-disc pl-4 text-xs whitespace-normal text-slate-700">
          {review.reasons.map((reason) => (
            <li key={reason}>{common(`reviewReason.${reason}`)}</li>
          ))}
        </ul>
      ) : null}
      {reversed ? <span className="text-xs font-semibold text-red-800">{t('review.reversed')}</span> : null}
    </div>
  );
}
