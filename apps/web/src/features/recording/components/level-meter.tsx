import { useT } from '@/i18n/use-t';
import { cn } from '@/lib/cn';
import { meterFraction } from '../audio/levels';

// The live input level with a pulse while recording, so a contributor sees the microphone hears them.
export function LevelMeter({ level, active }: { level: number; active: boolean }) {
  const t = useT('recording');
  const percent = Math.round(meterFraction(level) * 100);
  return (
    <div className="flex items-center gap-4">
      <span className="relative flex size-5 shrink-0" aria-hidden>
        {active ? (
          <span className="absolute inline-flex size-full animate-ping rounded-full bg-danger opacity-60 motion-reduce:animate-none" />
        ) : null}
        <span
          className={cn('relative inline-flex size-5 rounded-full', active ? 'bg-danger' : 'bg-cadet-gray')}
        />
      </span>
      <div
        role="meter"
        aria-label={t('session.level')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-3 w-full overflow-hidden rounded-full bg-tea-green"
      >
        <div
          className="h-full rounded-full bg-midnight-green transition-[width] duration-100"
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
