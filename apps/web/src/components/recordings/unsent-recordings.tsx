import { useFormat } from '@/i18n/format';
import { useT } from '@/i18n/use-t';
import { Send, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { notify } from '@/lib/toast';
import { discardRecording, sendRecording } from '@/lib/unsent/send';
import type { UnsentRecording } from '@/lib/unsent/store';
import { useUnsentRecordings } from '@/hooks/use-unsent-recordings';
import { exclusively } from '@/lib/unsent/lock';

/** Recordings kept on this device and not sent yet, each with Send and Discard (dashboard, step 1). */
export function UnsentRecordings({ onSent }: { onSent?: () => void }) {
  const recordings = useUnsentRecordings();
  const [busy, setBusy] = useState<string | null>(null);
  const t = useT('common');
  const format = useFormat();
  // Names the stored values in the reader's language; anything unexpected is shown as stored.
  const languageName = (value: string) =>
    t.has(`languageName.${value}`) ? t(`languageName.${value}` as 'languageName.Hindi') : value;
  const domainName = (value: string) =>
    t.has(`domain.${value}`) ? t(`domain.${value}` as 'domain.retail') : value;
  if (recordings.length === 0) return null;

  async function send(recording: UnsentRecording) {
    setBusy(recording.id);
    try {
      const result = await exclusively(recording.id, () => sendRecording(recording.id));
      if (result) {
        notify.success(
          t('unsent.sent', { quality: t(`grade.${result.final_quality}`), tokens: result.amount }),
        );
        onSent?.();
      }
    } catch (error) {
      console.error('Sending a kept recording failed:', error instanceof Error ? error.message : error);
      notify.error(t('unsent.sendFailed'));
    } finally {
      setBusy(null);
    }
  }

  async function discard(recording: UnsentRecording) {
    setBusy(recording.id);
    try {
      await exclusively(recording.id, () => discardRecording(recording));
      notify.info(t('unsent.discarded'));
    } finally {
      setBusy(null);
    }
  }

  return (
    <section
      aria-labelledby="unsent-recordings"
      className="flex flex-col gap-3 rounded-xl border border-warning-line bg-warning-soft p-4"
    >
      <h2 id="unsent-recordings" className="text-lg font-bold text-midnight-green">
        {t('unsent.heading')}
      </h2>
      <p className="text-sm text-ink-muted">{t('unsent.intro')}</p>
      <ul className="flex flex-col gap-2">
        {recordings.map((r) => (
          <li
            key={r.id}
            className="flex flex-wrap items-center justify-between gap-3 rounded-lg bg-white p-3"
          >
            <span className="text-ink">
              {languageName(r.language)} · {domainName(r.domain)} ·{' '}
              {format.duration(Math.floor(r.durationSeconds))}
              {r.finished ? null : (
                <span className="ml-2 text-sm text-ink-subtle">({t('unsent.unfinished')})</span>
              )}
            </span>
            <span className="flex gap-2">
              <Button size="sm" onClick={() => send(r)} disabled={busy !== null}>
                <Send aria-hidden />
                {busy === r.id ? t('unsent.sending') : t('unsent.send')}
              </Button>
              <Button size="sm" variant="outline" onClick={() => discard(r)} disabled={busy !== null}>
                <Trash2 aria-hidden />
                {t('unsent.discard')}
              </Button>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
