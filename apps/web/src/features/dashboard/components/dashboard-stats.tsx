import { Clock, Coins, Languages, Mic } from 'lucide-react';
import { distinctLanguages, minutesContributed, totalRecordingsOf } from '@dhvani/contract/dashboard';
import { StatCard } from '@/components/recordings/stat-card';
import type { DashboardData } from '../api/dashboard-api';

// SPEC §9 dashboard figures: total recordings (falling back to the list's length), minutes (seconds / 60,
// rounded), distinct languages and tokens.
export function DashboardStats({ data }: { data: DashboardData }) {
  const { stats, incentives, recordings } = data;
  const languages = stats.languages || distinctLanguages(recordings);
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <StatCard
        label="Total Recordings"
        value={totalRecordingsOf(stats.totalRecordings, recordings.length)}
        icon={<Mic />}
      />
      <StatCard
        label="Minutes Contributed"
        value={minutesContributed(stats.totalDurationSeconds)}
        icon={<Clock />}
      />
      <StatCard label="Languages" value={languages} icon={<Languages />} />
      <StatCard label="Tokens Earned" value={incentives.totalTokens} icon={<Coins />} />
    </div>
  );
}
