import { useFormat } from '@/i18n/format';
import { useT } from '@/i18n/use-t';
import { Headphones, Languages, Mic } from 'lucide-react';
import { distinctLanguages, minutesContributed, totalRecordingsOf } from '@dhvani/contract/dashboard';
import { StatCard } from '@/components/recordings/stat-card';
import type { DashboardData } from '../api/dashboard-api';
import { SummaryCard } from './summary-card';

// SPEC §9 dashboard figures (tokens and minutes in the summary card at the top): total recordings (falling back to the list's length), minutes (seconds / 60,
// rounded), distinct languages and tokens; and the reviews given on the Listen page (issue 21).
export function DashboardStats({ data }: { data: DashboardData }) {
  const { stats, incentives, recordings } = data;
  const languages = stats.languages || distinctLanguages(recordings);
  const t = useT('dashboard');
  const format = useFormat();
  return (
    <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-5">
      <div className="col-span-2 sm:col-span-3 lg:col-span-2">
        <SummaryCard
          tokens={format.number(incentives.totalTokens)}
          minutes={format.number(minutesContributed(stats.totalDurationSeconds))}
        />
      </div>
      <StatCard
        label={t('stats.total')}
        value={format.number(totalRecordingsOf(stats.totalRecordings, recordings.length))}
        icon={<Mic />}
      />
      <StatCard label={t('stats.languages')} value={format.number(languages)} icon={<Languages />} />
      <StatCard
        className="col-span-2 sm:col-span-1"
        label={t('stats.reviews')}
        value={data.reviewsGiven === null ? '--' : format.number(data.reviewsGiven)}
        icon={<Headphones />}
      />
    </div>
  );
}
