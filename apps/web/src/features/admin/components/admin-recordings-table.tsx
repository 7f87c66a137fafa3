import type { AdminRecording } from '@dhvani/contract/admin';
import { ADMIN_MESSAGES } from '@dhvani/contract/admin';
import { capitalise, formatDate, formatDuration } from '@dhvani/contract/dashboard';
import { PlayRecordingButton } from '@/components/recordings/play-recording-button';
import { QualityBadge } from '@/components/recordings/quality-badge';
import { Button } from '@/components/ui/button';
import { DataTable } from '@/components/ui/data-table';

const HEADINGS = ['User', 'Language', 'Domain', 'Duration', 'Date', 'Quality', 'Actions'];

// One page of all recordings. The table scrolls sideways inside its own box on a narrow screen.
export function AdminRecordingsTable({
  recordings,
  busyId,
  onEvaluate,
  onDelete,
}: {
  recordings: AdminRecording[];
  /** The recording an action is running on; its buttons are disabled. */
  busyId: string | null;
  onEvaluate: (r: AdminRecording) => void;
  onDelete: (r: AdminRecording) => void;
}) {
  if (recordings.length === 0) return <p className="text-slate-700">No recordings match.</p>;
  return (
    <DataTable headings={HEADINGS} minWidthClass="min-w-[46rem]">
      {recordings.map((r) => {
        const owner = r.userName ?? ADMIN_MESSAGES.unknownUser;
        const busy = busyId === r._id;
        return (
          <tr key={r._id}>
            <td className="px-4 py-3">{owner}</td>
            <td className="px-4 py-3">{r.language}</td>
            <td className="px-4 py-3">{capitalise(r.domain)}</td>
            <td className="px-4 py-3 tabular-nums">{formatDuration(r.duration)}</td>
            <td className="px-4 py-3 whitespace-nowrap">{formatDate(r.createdAt)}</td>
            <td className="px-4 py-3">
              <QualityBadge quality={r.quality} title={r.reasons.join('\n') || undefined} />
            </td>
            <td className="px-2 py-1.5">
              <div className="flex items-center gap-1">
                <PlayRecordingButton recordingId={r._id} label={`recording by ${owner}`} />
                {r.quality === null ? (
                  <Button variant="secondary" size="sm" disabled={busy} onClick={() => onEvaluate(r)}>
                    Evaluate
                  </Button>
                ) : null}
                <Button variant="destructive" size="sm" disabled={busy} onClick={() => onDelete(r)}>
                  Delete
                </Button>
              </div>
            </td>
          </tr>
        );
      })}
    </DataTable>
  );
}
