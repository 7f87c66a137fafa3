import { capitalise } from '@dhvani/contract/dashboard';
import { buttonVariants } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/data-states';
import { MicrophoneDrawing } from '@/components/ui/illustrations';
import { Link } from '@/i18n/localized-link';
import { paths } from '@/lib/paths';
import { useFormat } from '@/i18n/format';
import { useT } from '@/i18n/use-t';
import { tokensLabel } from '@dhvani/contract/dashboard';
import type { RecordingItem } from '@dhvani/contract/recordings';
import { PlayRecordingButton } from '@/components/recordings/play-recording-button';
import { QualityBadge } from '@/components/recordings/quality-badge';
import { DeleteRecordingButton } from './delete-recording-button';
import { GradeReasons } from './grade-reasons';
import { ReviewState } from './review-state';
import { DataTable } from '@/components/ui/data-table';

const HEADINGS = [
  'date',
  'language',
  'domain',
  'duration',
  'source',
  'status',
  'review',
  'tokens',
  'play',
  'delete',
] as const;

// The contributor's recordings, one page. At 390 px the table scrolls sideways inside its own box, never
// the page.
export function RecentRecordingsTable({
  recordings,
  tokens,
  onDeleted,
  reversed,
}: {
  recordings: RecordingItem[];
  tokens: ReadonlyMap<string, number>;
  /** After one of them was deleted (issue 23): the page loads again. */
  onDeleted: () => void;
  /** Recordings whose tokens were taken back after a rejection. */
  reversed: ReadonlySet<string>;
}) {
  const t = useT('dashboard');
  const common = useT('common');
  const format = useFormat();
  // SPEC §3 shows the source capitalised ('Web'); a source the catalog knows is shown in the language.
  const sourceLabel = (via: string) =>
    common.has(`source.${via}`) ? common(`source.${via}` as 'source.web') : capitalise(via);
  // '--' stays as it is; a number in the language's digits.
  const tokensText = (label: string) => (/^\d+$/.test(label) ? format.number(Number(label)) : label);
  if (recordings.length === 0) {
    return (
      <EmptyState
        illustration={<MicrophoneDrawing />}
        action={
          <Link to={paths.qrRecording} className={buttonVariants({ size: 'lg' })}>
            {t('newRecording')}
          </Link>
        }
      >
        {t('empty')}
      </EmptyState>
    );
  }
  return (
    <DataTable headings={HEADINGS.map((key) => t(`table.${key}`))} minWidthClass="min-w-[56rem]">
      {recordings.map((r) => {
        return (
          <tr key={r._id} className="align-top">
            <td className="px-4 py-3 whitespace-nowrap">
              {format.shortDate(r.createdAt)}
              {r.contributionId ? (
                // The ID the Thank You step showed, so the contributor (and support) can tell which one it is.
                <span className="block font-mono text-xs text-ink-subtle" title={t('table.contributionId')}>
                  <span className="sr-only">{t('table.contributionId')}: </span>
                  {r.contributionId}
                </span>
              ) : null}
            </td>
            <td className="px-4 py-3">{common(`languageName.${r.language}`)}</td>
            <td className="px-4 py-3">{common(`domain.${r.domain}`)}</td>
            <td className="px-4 py-3 tabular-nums">{format.duration(r.duration)}</td>
            <td className="px-4 py-3">{sourceLabel(r.recordedVia)}</td>
            <td className="px-4 py-3">
              <QualityBadge quality={r.quality} />
              <GradeReasons reasons={r.reasons} codes={r.reasonCodes} />
            </td>
            <td className="px-4 py-3">
              <ReviewState review={r.review} reversed={reversed.has(r._id)} />
            </td>
            <td className="px-4 py-3 tabular-nums">{tokensText(tokensLabel(tokens, r._id))}</td>
            <td className="px-2 py-1.5">
              <PlayRecordingButton
                recordingId={r._id}
                label={t('playLabel', { date: format.shortDate(r.createdAt) })}
              />
            </td>
            <td className="px-2 py-1.5">
              <DeleteRecordingButton
                recordingId={r._id}
                label={t('delete.label', { date: format.shortDate(r.createdAt) })}
                onDeleted={onDeleted}
              />
            </td>
          </tr>
        );
      })}
    </DataTable>
  );
}
