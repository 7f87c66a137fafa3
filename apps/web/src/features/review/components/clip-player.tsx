// Plays the clip under review. The audio route needs the bearer token, which an <audio src> cannot send, so
// the file is fetched through the API client and played from an object URL. Reports when the clip was
// played to its end: Yes and No wait for that.
import { Pause, Play } from 'lucide-react';
import { forwardRef, useEffect, useImperativeHandle, useRef, useState } from 'react';
import type { NextClip } from '@dhvani/contract/reviews';
import { Button } from '@/components/ui/button';
import { apiErrorText } from '@/i18n/error-text';
import { useT } from '@/i18n/use-t';
import { fetchClipAudio } from '../api/review-api';

export interface ClipPlayerHandle {
  toggle: () => void;
}

type Load = { state: 'loading' } | { state: 'ready'; url: string } | { state: 'error'; message: string };

export const ClipPlayer = forwardRef<ClipPlayerHandle, { clip: NextClip; onHeard: () => void }>(
  function ClipPlayer({ clip, onHeard }, ref) {
    const t = useT('review');
    const audio = useRef<HTMLAudioElement>(null);
    const [load, setLoad] = useState<Load>({ state: 'loading' });
    const [playing, setPlaying] = useState(false);
    const [progress, setProgress] = useState(0);

    useEffect(() => {
      const controller = new AbortController();
      let url: string | null = null;
      setLoad({ state: 'loading' });
      setProgress(0);
      setPlaying(false);
      fetchClipAudio(clip, controller.signal)
        .then((blob) => {
          url = URL.createObjectURL(blob);
          setLoad({ state: 'ready', url });
        })
        .catch((error: unknown) => {
          if (!controller.signal.aborted)
            setLoad({ state: 'error', message: apiErrorText(error, t('audioFailed')) });
        });
      return () => {
        controller.abort();
        if (url) URL.revokeObjectURL(url);
      };
      // t changes with the language; the clip's audio does not.
      // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [clip]);

    const toggle = () => {
      const element = audio.current;
      if (!element || load.state !== 'ready') return;
      if (element.paused) void element.play().catch(() => setPlaying(false));
      else element.pause();
    };
    useImperativeHandle(ref, () => ({ toggle }));

    const percent = Math.round(progress * 100);
    return (
      <div className="flex items-center gap-4">
        <Button
          size="lg"
          variant="secondary"
          onClick={toggle}
          disabled={load.state !== 'ready'}
          aria-keyshortcuts="Space"
          className="min-w-36"
        >
          {playing ? <Pause aria-hidden="true" /> : <Play aria-hidden="true" />}
          {load.state === 'loading' ? t('player.loading') : playing ? t('player.pause') : t('player.play')}
        </Button>
        {load.state === 'error' ? (
          <p role="alert" className="text-danger-strong">
            {load.message}
          </p>
        ) : (
          <progress
            className="h-2 w-full max-w-md accent-midnight-green"
            max={100}
            value={percent}
            aria-label={t('player.progress')}
            aria-valuetext={t('player.progressValue', { percent })}
          />
        )}
        {load.state === 'ready' ? (
          <audio
            ref={audio}
            src={load.url}
            preload="auto"
            onPlay={() => setPlaying(true)}
            onPause={() => setPlaying(false)}
            onTimeUpdate={(e) => {
              const { currentTime, duration } = e.currentTarget;
              if (duration > 0 && Number.isFinite(duration)) setProgress(currentTime / duration);
            }}
            onEnded={() => {
              setPlaying(false);
              setProgress(1);
              onHeard();
            }}
          />
        ) : null}
      </div>
    );
  },
);
