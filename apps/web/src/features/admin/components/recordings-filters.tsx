import { QUALITY_FILTERS } from '@dhvani/contract/admin';
import { DOMAINS, RECORDING_LANGUAGES } from '@dhvani/contract/enums';
import { capitalise } from '@dhvani/contract/dashboard';
import { Button } from '@/components/ui/button';

export interface RecordingFilters {
  language: string;
  domain: string;
  quality: string;
  /** A user id, chosen from the users list. */
  user: string;
  userName: string;
}

export const NO_FILTERS: RecordingFilters = { language: '', domain: '', quality: '', user: '', userName: '' };

const selectClass =
  'h-9 rounded-md border border-slate-300 bg-white px-2 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-midnight-green';

function FilterSelect(props: {
  label: string;
  value: string;
  options: readonly string[];
  onChange: (value: string) => void;
}) {
  return (
    <label className="flex flex-col gap-1 text-xs font-medium text-slate-700">
      {props.label}
      <select className={selectClass} value={props.value} onChange={(e) => props.onChange(e.target.value)}>
        <option value="">All</option>
        {props.options.map((o) => (
          <option key={o} value={o}>
            {capitalise(o)}
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
  const set = (key: 'language' | 'domain' | 'quality') => (value: string) =>
    onChange({ ...filters, [key]: value });
  return (
    <div className="flex flex-wrap items-end gap-3">
      <FilterSelect
        label="Language"
        value={filters.language}
        options={RECORDING_LANGUAGES}
        onChange={set('language')}
      />
      <FilterSelect label="Domain" value={filters.domain} options={DOMAINS} onChange={set('domain')} />
      <FilterSelect
        label="Quality"
        value={filters.quality}
        options={QUALITY_FILTERS}
        onChange={set('quality')}
      />
      {filters.user ? (
        <p className="flex items-center gap-2 rounded-md bg-nyanza px-3 py-1.5 text-sm text-midnight-green">
          User: {filters.userName}
          <Button
            variant="link"
            size="sm"
            className="h-auto p-0"
            onClick={() => onChange({ ...filters, user: '', userName: '' })}
          >
            Clear
          </Button>
        </p>
      ) : null}
      {filters.language || filters.domain || filters.quality || filters.user ? (
        <Button variant="ghost" size="sm" onClick={() => onChange(NO_FILTERS)}>
          Clear filters
        </Button>
      ) : null}
    </div>
  );
}
