import type { AdminStats } from '@dhvani/contract/admin';
import { useFormat } from '@/i18n/format';
import { useT } from '@/i18n/use-t';
import { cardVariants } from '@/components/ui/card';

const WIDTH = 300;
const HEIGHT = 90;
const GAP = 2;

// Recordings per UTC day over the last 30 days, as plain SVG bars (no chart library: it would outweigh
// the whole admin page).
export function RecordingsPerDayChart({ days }: { days: AdminStats['recordingsPerDay'] }) {
  const t = useT('admin');
  const format = useFormat();
  const busiest = Math.max(0, ...days.map((d) => d.count));
  const max = Math.max(1, busiest);
  const total = days.reduce((n, d) => n + d.count, 0);
  const barWidth = WIDTH / Math.max(1, days.length) - GAP;
  const first = days[0];
  const last = days.at(-1);
  const label = (date: string) => format.dayMonth(`${date}T00:00:00Z`);
  return (
    <figure className={cardVariants()}>
      <figcaption className="mb-3 text-sm font-medium text-ink-muted">
        {t('perDay.caption', { days: days.length, total })}
      </figcaption>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="none"
        className="h-28 w-full"
        role="img"
        aria-label={t('perDay.label', {
          first: first ? label(first.date) : '',
          last: last ? label(last.date) : '',
          total,
          busiest,
        })}
      >
        {days.map((d, i) => {
          const h = (d.count / max) * (HEIGHT - 4);
          return (
            <rect
              key={d.date}
              data-testid="day-bar"
              x={i * (barWidth + GAP)}
              y={HEIGHT - h}
              width={barWidth}
              height={Math.max(h, d.count > 0 ? 1 : 0)}
              className="fill-midnight-green"
            >
              <title>{`${label(d.date)}: ${d.count}`}</title>
            </rect>
          );
        })}
        <line x1="0" x2={WIDTH} y1={HEIGHT - 0.5} y2={HEIGHT - 0.5} className="stroke-line" />
      </svg>
      <div className="mt-1 flex justify-between text-xs text-ink-subtle">
        <span>{first ? label(first.date) : ''}</span>
        <span>{last ? label(last.date) : ''}</span>
      </div>
    </figure>
  );
}
