import { Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { apiErrorText } from '@/i18n/error-text';
import { useT } from '@/i18n/use-t';
import { syncSession } from '@/lib/session-store';
import { notify } from '@/lib/toast';
import { deleteOwnRecording } from '../api/dashboard-api';
import { dialogClass, dialogBodyClass, dialogTitleClass, dialogActionsClass } from '@/components/ui/dialog';

// Issue 23: a contributor deletes one recording of theirs, after a confirmation that says what happens. The
// balance in the top bar follows (the session is fetched again).
export function DeleteRecordingButton({
  recordingId,
  label,
  onDeleted,
}: {
  recordingId: string;
  /** Names the recording for screen readers ('Delete recording of 5 Mar 2025'). */
  label: string;
  onDeleted: () => void;
}) {
  const t = useT('dashboard');
  const dialog = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const titleId = `delete-recording-title-${recordingId}`;

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    else if (!open && element.open) element.close();
  }, [open]);

  const confirm = async () => {
    setBusy(true);
    try {
      await deleteOwnRecording(recordingId);
      notify.success(t('delete.done'));
      setOpen(false);
      syncSession();
      onDeleted();
    } catch (error) {
      notify.error(apiErrorText(error, t('delete.failed')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button variant="ghost" size="icon" aria-label={label} onClick={() => setOpen(true)}>
        <Trash2 aria-hidden="true" className="text-danger" />
      </Button>
      <dialog ref={dialog} aria-labelledby={titleId} onClose={() => setOpen(false)} className={dialogClass}>
        <div className={dialogBodyClass}>
          <h2 id={titleId} className={dialogTitleClass}>
            {t('delete.title')}
          </h2>
          <p className="text-ink-muted">{t('delete.body')}</p>
          <div className={dialogActionsClass}>
            <Button variant="outline" onClick={() => setOpen(false)} disabled={busy}>
              {t('delete.cancel')}
            </Button>
            <Button variant="destructive" onClick={confirm} disabled={busy}>
              {busy ? t('delete.deleting') : t('delete.confirm')}
            </Button>
          </div>
        </div>
      </dialog>
    </>
  );
}
