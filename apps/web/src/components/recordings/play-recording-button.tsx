import { useT } from '@/i18n/use-t';
import { Pause, Play } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { api, apiErrorMessage } from '@/lib/api';
import { notify } from '@/lib/toast';

// Plays a recording from GET /recordings/{id}/audio. The route needs the bearer token, which an <audio src>
// cannot send, so the file is fetched through the API client and played from an object URL.
export function PlayRecordingButton({ recordingId, label }: { recordingId: string; label: string }) {
  const audio = useRef<HTMLAudioElement | null>(null);
  const url = useRef<string | null>(null);
  const [state, setState] = useState<'idle' | 'loading' | 'playing'>('idle');
  const t = useT('common');

  useEffect(
    () => () => {
      audio.current?.pause();
      if (url.current) URL.revokeObjectURL(url.current);
    },
    [],
  );

  async function toggle() {
    if (state === 'playing') {
      audio.current?.pause();
      setState('idle');
      return;
    }
    try {
      if (!audio.current) {
        setState('loading');
        const response = await api.get<Blob>(`/recordings/${recordingId}/audio`, { responseType: 'blob' });
        url.current = URL.createObjectURL(response.data);
        audio.current = new Audio(url.current);
        audio.current.onended = () => setState('idle');
      }
      await audio.current.play();
      setState('playing');
    } catch (error) {
      setState('idle');
      notify.error(apiErrorMessage(error, t('player.failed')));
    }
  }

  const playing = state === 'playing';
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label={t(playing ? 'player.pause' : 'player.play', { label })}
      aria-pressed={playing}
      disabled={state === 'loading'}
      onClick={() => void toggle()}
    >
      {playing ? <Pause /> : <Play />}
    </Button>
  );
}
