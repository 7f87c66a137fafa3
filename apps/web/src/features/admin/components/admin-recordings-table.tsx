import type { AdminRecording } from '@dhvani/contract/admin';
import { EmptyState } from '@/components/ui/data-states';
import { PlayRecordingButton } from '@/components/recordings/play-recording-button';
import { QualityBadge } from '@/components/recordings/quality-badge';
import { Button } from '@/components/ui/button';
import { DataTable } from '@/components/ui/data-table';
import { useFormat } from '@/i18n/format';
import { useT } from '@/i18n/use-t';
import { RecordingReview } from './recording-review';

const HEADINGS = ['user', 'language', 'domain', 'duration', 'date', 'quality', 'text', 'actions'] as const;

// One page of all recordings. The table scrolls sideways inside its own box on a narrow screen.
export function AdminRecordingsTable({
  recordings,
  busyId,
  onEvaluate,
  onDelete,
  onReview,
}: {
  recordings: AdminRecording[];
  /** The recording an action is running on; its buttons are disabled. */
  busyId: string | null;
  onEvaluate: (r: AdminRecording) => void;
  onDelete: (r: AdminRecording) => void;
  /** Opens the Review panel on this recording (issue 21: known answer, status by hand). */
  onReview?: (r: AdminRecording) => void;
}) {
  const t = useT('admin');
  const common = useT('common');
  const format = useFormat();
  if (recordings.length === 0) return <EmptyState>{t('recordings.none')}</EmptyState>;
  return (
    <DataTable headings={HEADINGS.map((h) => t(`recordings.${h}`))} minWidthClass="min-w-[56rem]">
      {recordings.map((r) => {
        const owner = r.userName ?? t('message.unknownUser');
        const busy = busyId === r._id;
        return (
          <tr key={r._id}>
            <td className="px-4 py-3">{owner}</td>
            <td className="px-4 py-3">{common(`languageName.${r.language}`)}</td>
            <td className="px-4 py-3">{common(`domain.${r.domain}`)}</td>
            <td className="px-4 py-3 tabular-nums">{format.duration(r.duration)}</td>
            <td className="px-4 py-3 whitespace-nowrap">{format.shortDate(r.createdAt)}</td>
            <td className="px-4 py-3">
              <QualityBadge quality={r.quality} title={r.reasons.join('\n') || undefined} />
              {r.quality !== null ? (
                <span className="mt-1 block text-xs text-ink-muted">
                  {t(`review.state.${r.review.status}`)}
                </span>
              ) : null}
            </td>
            <td className="px-4 py-3">
              <RecordingReview recording={r} owner={owner} />
            </td>
            <td className="px-2 py-1.5">
              <div className="flex items-center gap-1">
                <PlayRecordingButton recordingId={r._id} label={t('recordings.playLabel', { owner })} />
                {r.quality === null ? (
                  <Button variant="secondary" size="sm" disabled={busy} onClick={() => onEvaluate(r)}>
                    {t('recordings.evaluate')}
                  </Button>
                ) : null}
                {r.quality !== null && onReview ? (
                  <Button variant="outline" size="sm" onClick={() => onReview(r)}>
                    {t('review.open')}
                  </Button>
                ) : null}
                {/* The destructive action stands apart from Evaluate (issue 24). */}
                <span aria-hidden="true" className="mx-2 h-6 w-px bg-line" />
                <Button variant="destructive" size="sm" disabled={busy} onClick={() => onDelete(r)}>
                  {t('recordings.delete')}
                </Button>
              </div>
            </td>
          </tr>
        );
      })}
    </DataTable>
  );
}
