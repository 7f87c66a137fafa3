// Plays the clip under review. The audio route needs the bearer token, which an <audio src> cannot send, so
// the file is fetched through the API client (a query, docs/decisions/0023-data-loading.md) and played from
// an object URL. Reports when the clip was played to its end: Yes and No wait for that.
import { Pause, Play } from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import { forwardRef, useEffect, useImperativeHandle, useRef, useState } from 'react';
import type { NextClip } from '@dhvani/contract/reviews';
import { apiErrorText } from '@/i18n/error-text';
import { useT } from '@/i18n/use-t';
import { queryClient } from '@/lib/query-client';
import { fetchClipAudio } from '../api/review-api';

export interface ClipPlayerHandle {
  toggle: () => void;
}

export const ClipPlayer = forwardRef<ClipPlayerHandle, { clip: NextClip; onHeard: () => void }>(
  // One player per clip (the page keys it by the clip's id), so nothing of the last clip's playing is left.
  function ClipPlayer({ clip, onHeard }, ref) {
    const t = useT('review');
    const audio = useRef<HTMLAudioElement>(null);
    const file = useQuery(
      {
        queryKey: ['review', 'audio', clip._id],
        queryFn: ({ signal }) => fetchClipAudio(clip, signal),
        // Played once, from memory: kept while the clip is on screen, dropped with it.
        staleTime: Infinity,
        gcTime: 0,
      },
      queryClient,
    );
    const [url, setUrl] = useState<string | null>(null);
    const [playing, setPlaying] = useState(false);
    const [progress, setProgress] = useState(0);

    useEffect(() => {
      if (!file.data) return;
      const objectUrl = URL.createObjectURL(file.data);
      setUrl(objectUrl);
      return () => URL.revokeObjectURL(objectUrl);
    }, [file.data]);

    const load = file.isError
      ? { state: 'error' as const, message: apiErrorText(file.error, t('audioFailed')) }
      : url
        ? { state: 'ready' as const, url }
        : { state: 'loading' as const };

    const toggle = () => {
      const element = audio.current;
      if (!element || load.state !== 'ready') return;
      if (element.paused) void element.play().catch(() => setPlaying(false));
      else element.pause();
    };
    useImperativeHandle(ref, () => ({ toggle }));

    const percent = Math.round(progress * 100);
    const label =
      load.state === 'loading' ? t('player.loading') : playing ? t('player.pause') : t('player.play');
    return (
      <div className="flex flex-col items-center gap-1">
        {/* The ring is beside the button, not in it: a button's content is hidden from assistive tech. */}
        <div className="relative grid size-28 place-items-center">
          <ProgressRing
            percent={percent}
            label={t('player.progress')}
            text={t('player.progressValue', { percent })}
          />
          <button
            type="button"
            onClick={toggle}
            disabled={load.state !== 'ready'}
            aria-keyshortcuts="Space"
            aria-label={label}
            className="relative grid size-20 place-items-center rounded-full bg-midnight-green text-white shadow-md transition-colors hover:bg-midnight-green-deep disabled:opacity-60"
          >
            {playing ? (
              <Pause aria-hidden className="size-8 fill-current" />
            ) : (
              <Play aria-hidden className="ml-1 size-8 fill-current" />
            )}
          </button>
        </div>
        <span aria-hidden className="text-base font-semibold text-midnight-green">
          {label}
        </span>
        {load.state === 'error' ? (
          <p role="alert" className="max-w-48 text-center text-sm text-danger-strong">
            {load.message}
          </p>
        ) : null}
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

/** How much of the clip was played, as a ring round the Play button (and a progress bar to assistive tech). */
function ProgressRing({ percent, label, text }: { percent: number; label: string; text: string }) {
  // r = 52 on a 112-unit box: the ring sits just inside the control's edge; its length is 2πr.
  const length = 2 * Math.PI * 52;
  return (
    <svg
      viewBox="0 0 112 112"
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={text}
      className="absolute inset-0 size-full -rotate-90"
    >
      <circle cx="56" cy="56" r="52" fill="none" strokeWidth="6" className="stroke-tea-green" />
      <circle
        cx="56"
        cy="56"
        r="52"
        fill="none"
        strokeWidth="6"
        strokeLinecap="round"
        strokeDasharray={length}
        strokeDashoffset={length * (1 - percent / 100)}
        className="stroke-midnight-green transition-[stroke-dashoffset] duration-200 motion-reduce:transition-none"
      />
    </svg>
  );
}
