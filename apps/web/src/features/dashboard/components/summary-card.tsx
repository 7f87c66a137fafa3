import type { ReactNode } from 'react';
import { WaveBars } from '@/components/ui/illustrations';
import { useSession } from '@/hooks/use-session';
import { useT } from '@/i18n/use-t';

// The top of the dashboard (issue 24's visual pass): the person greeted by name, and the two figures they
// come back for, tokens and minutes, large on the brand's midnight green with a drawing of sound waves.
// White on midnight green is 10.1:1, tea-green on it 8.3:1.
export function SummaryCard({ tokens, minutes }: { tokens: ReactNode; minutes: ReactNode }) {
  const t = useT('dashboard');
  const name = useSession().user?.name?.trim();
  return (
    <section
      aria-label={t('summary.label')}
      className="relative overflow-hidden rounded-2xl bg-midnight-green p-5 text-white shadow-sm sm:p-6"
    >
      <WaveBars className="absolute inset-y-0 right-0 h-full w-1/2 text-white/15 [mask-image:linear-gradient(to_right,transparent,black_70%)]" />
      <div className="relative flex flex-col gap-4">
        <div>
          {name ? <p className="text-xl font-semibold">{t('summary.greeting', { name })}</p> : null}
          <p className="text-sm text-tea-green">{t('summary.thanks')}</p>
        </div>
        <div className="flex flex-wrap gap-x-10 gap-y-3">
          <Figure label={t('stats.tokens')} value={tokens} />
          <Figure label={t('stats.minutes')} value={minutes} />
        </div>
      </div>
    </section>
  );
}

function Figure({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div>
      <p className="text-sm font-medium text-tea-green">{label}</p>
      <p className="text-4xl font-bold tabular-nums">{value}</p>
    </div>
  );
}
