import type { AdminRecording } from '@dhvani/contract/admin';
import { useEffect, useRef, useState } from 'react';
import { useT } from '@/i18n/use-t';
import { api, apiErrorMessage } from '@/lib/api';

type Audio =
  { state: 'idle' | 'loading' } | { state: 'ready'; url: string } | { state: 'error'; message: string };

// What an admin judges a recording by (issue 24): the text that was read, and a player with a seek bar. The
// audio route needs the bearer token, which <audio src> cannot send, so the file is fetched once, when the
// admin first opens the row's details, and played from an object URL (seeking works on it).
export function RecordingReview({ recording, owner }: { recording: AdminRecording; owner: string }) {
  const t = useT('admin');
  const common = useT('common');
  const [open, setOpen] = useState(false);
  const [audio, setAudio] = useState<Audio>({ state: 'idle' });
  const url = useRef<string | null>(null);

  useEffect(
    () => () => {
      if (url.current) URL.revokeObjectURL(url.current);
    },
    [],
  );

  async function load() {
    if (audio.state !== 'idle') return;
    setAudio({ state: 'loading' });
    try {
      const response = await api.get<Blob>(`/recordings/${recording._id}/audio`, { responseType: 'blob' });
      url.current = URL.createObjectURL(response.data);
      setAudio({ state: 'ready', url: url.current });
    } catch (error) {
      setAudio({ state: 'error', message: apiErrorMessage(error, common('player.failed')) });
    }
  }

  return (
    <details className="group min-w-0" open={open}>
      <summary
        onClick={(event) => {
          // The state decides (a re-render must not close it); opening fetches the audio once.
          event.preventDefault();
          setOpen(!open);
          if (!open) void load();
        }}
        className="cursor-pointer text-sm font-medium text-midnight-green underline-offset-4 hover:underline"
      >
        {t('recordings.review')}
      </summary>
      <div className="mt-2 flex max-w-prose flex-col gap-2">
        <p className="text-sm whitespace-pre-line text-ink">
          {recording.transcript.trim() || t('recordings.noText')}
        </p>
        {audio.state === 'ready' ? (
          <audio
            controls
            preload="metadata"
            src={audio.url}
            className="w-full min-w-48"
            aria-label={t('recordings.playLabel', { owner })}
          />
        ) : audio.state === 'error' ? (
          <p role="alert" className="text-sm text-danger-strong">
            {audio.message}
          </p>
        ) : (
          <p role="status" className="text-sm text-ink-muted">
            {t('recordings.loadingAudio')}
          </p>
        )}
      </div>
    </details>
  );
}
