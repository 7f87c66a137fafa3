import { Send, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { notify } from '@/lib/toast';
import { UNSENT_MESSAGES } from '@/lib/unsent/messages';
import { discardRecording, sendRecording } from '@/lib/unsent/send';
import type { UnsentRecording } from '@/lib/unsent/store';
import { exclusively, useUnsentRecordings } from '@/lib/unsent/use-unsent';

const minutesSeconds = (s: number) => `${Math.floor(s / 60)}:${String(Math.floor(s % 60)).padStart(2, '0')}`;

/** Recordings kept on this device and not sent yet, each with Send and Discard (dashboard, step 1). */
export function UnsentRecordings({ onSent }: { onSent?: () => void }) {
  const recordings = useUnsentRecordings();
  const [busy, setBusy] = useState<string | null>(null);
  if (recordings.length === 0) return null;

  async function send(recording: UnsentRecording) {
    setBusy(recording.id);
    try {
      const result = await exclusively(recording.id, () => sendRecording(recording.id));
      if (result) {
        notify.success(UNSENT_MESSAGES.sent(result.final_quality, result.amount));
        onSent?.();
      }
    } catch (error) {
      console.error('Sending a kept recording failed:', error instanceof Error ? error.message : error);
      notify.error(UNSENT_MESSAGES.sendFailed);
    } finally {
      setBusy(null);
    }
  }

  async function discard(recording: UnsentRecording) {
    setBusy(recording.id);
    try {
      await exclusively(recording.id, () => discardRecording(recording));
      notify.info(UNSENT_MESSAGES.discarded);
    } finally {
      setBusy(null);
    }
  }

  return (
    <section
      aria-labelledby="unsent-recordings"
      className="flex flex-col gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4"
    >
      <h2 id="unsent-recordings" className="text-lg font-bold text-midnight-green">
        {UNSENT_MESSAGES.heading}
      </h2>
      <p className="text-sm text-slate-700">{UNSENT_MESSAGES.intro}</p>
      <ul className="flex flex-col gap-2">
        {recordings.map((r) => (
          <li
            key={r.id}
            className="flex flex-wrap items-center justify-between gap-3 rounded-lg bg-white p-3"
          >
            <span className="text-slate-800">
              {r.language} · {r.domain} · {minutesSeconds(r.durationSeconds)}
              {r.finished ? null : (
                <span className="ml-2 text-sm text-slate-600">({UNSENT_MESSAGES.unfinished})</span>
              )}
            </span>
            <span className="flex gap-2">
              <Button size="sm" onClick={() => send(r)} disabled={busy !== null}>
                <Send aria-hidden />
                {busy === r.id ? UNSENT_MESSAGES.sending : UNSENT_MESSAGES.send}
              </Button>
              <Button size="sm" variant="outline" onClick={() => discard(r)} disabled={busy !== null}>
                <Trash2 aria-hidden />
                {UNSENT_MESSAGES.discard}
              </Button>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
