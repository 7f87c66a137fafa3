import { Coins, Mic, Users } from 'lucide-react';
import type { AdminStats as Stats } from '@dhvani/contract/admin';
import { StatCard } from '@/components/recordings/stat-card';
import { useFormat } from '@/i18n/format';
import { useLocale, useT } from '@/i18n/use-t';
import { LanguageBreakdown } from './language-breakdown';
import { RecordingsPerDayChart } from './recordings-per-day-chart';

// SPEC §2: three stat cards; issue 6 adds the per-day chart and the per-language breakdown.
const EN_IN = new Intl.NumberFormat('en-IN');

export function AdminStats({ stats }: { stats: Stats }) {
  const t = useT('admin');
  const format = useFormat();
  // English keeps the Indian grouping the admin figures have always had (1,00,000).
  const number = useLocale() === 'en' ? EN_IN.format : format.number;
  return (
    <div className="flex flex-col gap-4">
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4">
        <StatCard label={t('stats.users')} value={number(stats.totalUsers)} icon={<Users />} />
        <StatCard label={t('stats.recordings')} value={number(stats.totalRecordings)} icon={<Mic />} />
        <StatCard
          className="col-span-2 sm:col-span-1"
          label={t('stats.tokens')}
          value={number(stats.totalTokensIssued)}
          icon={<Coins />}
        />
      </div>
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <RecordingsPerDayChart days={stats.recordingsPerDay} />
        <LanguageBreakdown languages={stats.byLanguage} />
      </div>
    </div>
  );
}
