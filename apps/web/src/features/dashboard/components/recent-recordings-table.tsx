import { capitalise, formatDate, formatDuration, tokensLabel } from '@dhvani/contract/dashboard';
import type { RecordingItem } from '@dhvani/contract/recordings';
import { PlayRecordingButton } from '@/components/recordings/play-recording-button';
import { QualityBadge } from '@/components/recordings/quality-badge';
import { GradeReasons } from './grade-reasons';
import { DataTable } from '@/components/ui/data-table';

const HEADINGS = ['Date', 'Language', 'Domain', 'Duration', 'Source', 'Status', 'Tokens', 'Play'];

// The contributor's recordings, one page. At 390 px the table scrolls sideways inside its own box, never
// the page.
export function RecentRecordingsTable({
  recordings,
  tokens,
}: {
  recordings: RecordingItem[];
  tokens: ReadonlyMap<string, number>;
}) {
  if (recordings.length === 0) {
    return <p className="text-slate-700">No recordings yet. Make your first one with New Recording.</p>;
  }
  return (
    <DataTable headings={HEADINGS} minWidthClass="min-w-[44rem]">
      {recordings.map((r) => {
        return (
          <tr key={r._id} className="align-top">
            <td className="px-4 py-3 whitespace-nowrap">{formatDate(r.createdAt)}</td>
            <td className="px-4 py-3">{r.language}</td>
            <td className="px-4 py-3">{capitalise(r.domain)}</td>
            <td className="px-4 py-3 tabular-nums">{formatDuration(r.duration)}</td>
            <td className="px-4 py-3">{capitalise(r.recordedVia)}</td>
            <td className="px-4 py-3">
              <QualityBadge quality={r.quality} />
              <GradeReasons reasons={r.reasons} />
            </td>
            <td className="px-4 py-3 tabular-nums">{tokensLabel(tokens, r._id)}</td>
            <td className="px-2 py-1.5">
              <PlayRecordingButton recordingId={r._id} label={`recording of ${formatDate(r.createdAt)}`} />
            </td>
          </tr>
        );
      })}
    </DataTable>
  );
}
