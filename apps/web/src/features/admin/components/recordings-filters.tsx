import { QUALITY_FILTERS } from '@dhvani/contract/admin';
import { DOMAINS, RECORDING_LANGUAGES } from '@dhvani/contract/enums';
import { CONTRIBUTION_ID_PATTERN } from '@dhvani/contract/recordings';
import { Button } from '@/components/ui/button';
import { useT } from '@/i18n/use-t';
import { controlClass } from '@/components/ui/form-field';
import { cn } from '@/lib/cn';

export interface RecordingFilters {
  language: string;
  domain: string;
  quality: string;
  /** A user id, chosen from the users list. */
  user: string;
  userName: string;
  /** As typed; asked for once it is a whole ID (support looks a recording up by what its contributor saw). */
  contributionId: string;
}

export const NO_FILTERS: RecordingFilters = {
  language: '',
  domain: '',
  quality: '',
  user: '',
  userName: '',
  contributionId: '',
};

/** The contribution ID to filter by: only a complete one is sent (a partial one would be refused). */
export function contributionIdFilter(filters: RecordingFilters): string {
  const id = filters.contributionId.trim().toUpperCase();
  return CONTRIBUTION_ID_PATTERN.test(id) ? id : '';
}

const selectClass = cn(controlClass, 'h-9 w-auto px-2 text-sm');

function FilterSelect(props: {
  label: string;
  value: string;
  options: readonly string[];
  /** How an option is shown. */
  name: (value: string) => string;
  onChange: (value: string) => void;
}) {
  const t = useT('admin');
  return (
    <label className="flex flex-col gap-1 text-xs font-medium text-ink-muted">
      {props.label}
      <select className={selectClass} value={props.value} onChange={(e) => props.onChange(e.target.value)}>
        <option value="">{t('filters.all')}</option>
        {props.options.map((o) => (
          <option key={o} value={o}>
            {props.name(o)}
          </option>
        ))}
      </select>
    </label>
  );
}

// Server-side filters of the admin list: language, domain, quality (Pending included) and one user.
export function RecordingsFilters({
  filters,
  onChange,
}: {
  filters: RecordingFilters;
  onChange: (filters: RecordingFilters) => void;
}) {
  const t = useT('admin');
  const common = useT('common');
  // Each filter: its options, and the common catalog's words for them.
  const selects = [
    ['language', RECORDING_LANGUAGES, 'languageName'],
    ['domain', DOMAINS, 'domain'],
    ['quality', QUALITY_FILTERS, 'grade'],
  ] as const;
  return (
    <div className="flex flex-wrap items-end gap-3">
      {selects.map(([key, options, words]) => (
        <FilterSelect
          key={key}
          label={t(`filters.${key}`)}
          value={filters[key]}
          options={options}
          name={(o) => common(`${words}.${o}` as 'grade.good')}
          onChange={(value) => onChange({ ...filters, [key]: value })}
        />
      ))}
      <label className="flex flex-col gap-1 text-xs font-medium text-ink-muted">
        {t('filters.contributionId')}
        <input
          className={`${selectClass} w-40 font-mono uppercase`}
          placeholder="DS-7KQ2-M9XA"
          value={filters.contributionId}
          onChange={(e) => onChange({ ...filters, contributionId: e.target.value })}
        />
      </label>
      {filters.user ? (
        <p className="flex items-center gap-2 rounded-md bg-nyanza px-3 py-1.5 text-sm text-midnight-green">
          {t('filters.user', { name: filters.userName })}
          <Button
            variant="link"
            size="sm"
            className="h-auto p-0"
            onClick={() => onChange({ ...filters, user: '', userName: '' })}
          >
            {t('filters.clear')}
          </Button>
        </p>
      ) : null}
      {filters.language || filters.domain || filters.quality || filters.user || filters.contributionId ? (
        <Button variant="ghost" size="sm" onClick={() => onChange(NO_FILTERS)}>
          {t('filters.clearAll')}
        </Button>
      ) : null}
    </div>
  );
}
