import { useState } from 'react';
import { useT } from '@/i18n/use-t';
import { cn } from '@/lib/cn';
import { meterFraction } from '../audio/levels';

// The recorder's live level drawn as a short waveform (issue 24's visual pass): the last few seconds of the
// level the recorder already reports (one value per 128 ms block), newest on the right. The same data drives
// the ring round the Stop button and the "too quiet / too loud" hint; nothing here listens to the microphone.
const BARS = 28;

/** The last BARS levels, as 0..1 meter fractions; a new value is kept each time the level changes. */
export function useLevelHistory(level: number): number[] {
  const [history, setHistory] = useState<number[]>(() => [
    ...Array<number>(BARS - 1).fill(0),
    meterFraction(level),
  ]);
  const [seen, setSeen] = useState(level);
  // Derived while rendering rather than in an effect, so the bars and the ring move in the same frame.
  if (level !== seen) {
    setSeen(level);
    setHistory([...history.slice(1), meterFraction(level)]);
  }
  return history;
}

export function LiveWaveform({ history, active }: { history: number[]; active: boolean }) {
  const t = useT('recording');
  const now = Math.round((history.at(-1) ?? 0) * 100);
  return (
    <div
      role="meter"
      aria-label={t('session.level')}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={active ? now : 0}
      className="flex h-12 w-full max-w-xs items-center justify-between gap-0.5"
    >
      {history.map((value, index) => (
        <span
          // The bars are positions in time, not items: the index is their identity.
          key={index}
          aria-hidden
          className={cn(
            'w-1.5 min-h-1 rounded-full transition-[height] duration-100 motion-reduce:transition-none',
            active ? 'bg-midnight-green' : 'bg-cadet-gray',
          )}
          style={{ height: `${Math.max(8, Math.round((active ? value : 0) * 100))}%` }}
        />
      ))}
    </div>
  );
}
