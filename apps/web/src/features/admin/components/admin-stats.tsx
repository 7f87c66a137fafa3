import { Coins, Mic, Users } from 'lucide-react';
import type { AdminStats as Stats } from '@dhvani/contract/admin';
import { StatCard } from '@/components/recordings/stat-card';
import { LanguageBreakdown } from './language-breakdown';
import { RecordingsPerDayChart } from './recordings-per-day-chart';

const number = new Intl.NumberFormat('en-IN');

// SPEC §2: three stat cards; issue 6 adds the per-day chart and the per-language breakdown.
export function AdminStats({ stats }: { stats: Stats }) {
  return (
    <div className="flex flex-col gap-4">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        <StatCard label="Total Users" value={number.format(stats.totalUsers)} icon={<Users />} />
        <StatCard label="Total Recordings" value={number.format(stats.totalRecordings)} icon={<Mic />} />
        <StatCard label="Tokens Issued" value={number.format(stats.totalTokensIssued)} icon={<Coins />} />
      </div>
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <RecordingsPerDayChart days={stats.recordingsPerDay} />
        <LanguageBreakdown languages={stats.byLanguage} />
      </div>
    </div>
  );
}
