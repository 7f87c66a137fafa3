import { ADMIN_MESSAGES, type AdminRecording } from '@dhvani/contract/admin';
import { useEffect, useRef, type ReactNode } from 'react';
import { QualityBadge } from '@/components/recordings/quality-badge';
import { Button } from '@/components/ui/button';
import { useFormat } from '@/i18n/format';
import { useT } from '@/i18n/use-t';
import { adminText } from '../lib/admin-text';
import { dialogClass, dialogBodyClass, dialogTitleClass, dialogActionsClass } from '@/components/ui/dialog';

interface Props {
  /** The recording to delete; null keeps the dialog closed. */
  recording: AdminRecording | null;
  busy: boolean;
  onCancel: () => void;
  onConfirm: (recording: AdminRecording) => void;
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex items-baseline justify-between gap-4 py-1.5">
      <dt className="text-ink-muted">{label}</dt>
      <dd className="text-right font-medium text-ink">{children}</dd>
    </div>
  );
}

// SPEC §6's question in an in-app modal (issue 24: the browser's bare confirm said nothing about what goes),
// with what the admin is about to remove: whose clip, its language, length and grade, and the tokens the
// contributor loses. A native <dialog>: focus stays inside, Escape cancels, the page behind is inert.
export function DeleteRecordingDialog({ recording, busy, onCancel, onConfirm }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const t = useT('admin');
  const common = useT('common');
  const format = useFormat();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (recording && !element.open) element.showModal();
    else if (!recording && element.open) element.close();
  }, [recording]);

  return (
    <dialog
      ref={dialog}
      aria-labelledby="delete-recording-question"
      onClose={onCancel}
      className={dialogClass}
    >
      {recording ? (
        <div className={dialogBodyClass}>
          <h2 id="delete-recording-question" className={dialogTitleClass}>
            {adminText(ADMIN_MESSAGES.confirmDelete)}
          </h2>
          <dl className="divide-y divide-line text-sm">
            <Fact label={t('deleteDialog.contributor')}>
              {recording.userName ?? adminText(ADMIN_MESSAGES.unknownUser)}
            </Fact>
            <Fact label={t('deleteDialog.language')}>{common(`languageName.${recording.language}`)}</Fact>
            <Fact label={t('deleteDialog.duration')}>{format.duration(recording.duration)}</Fact>
            <Fact label={t('deleteDialog.grade')}>
              <QualityBadge quality={recording.quality} />
            </Fact>
            <Fact label={t('deleteDialog.tokens')}>
              {recording.tokens ? format.number(recording.tokens) : t('deleteDialog.noTokens')}
            </Fact>
          </dl>
          <div className={dialogActionsClass}>
            <Button variant="outline" onClick={onCancel} disabled={busy} autoFocus>
              {t('deleteDialog.cancel')}
            </Button>
            <Button variant="destructive" onClick={() => onConfirm(recording)} disabled={busy}>
              {busy ? t('deleteDialog.deleting') : t('deleteDialog.confirm')}
            </Button>
          </div>
        </div>
      ) : null}
    </dialog>
  );
}
