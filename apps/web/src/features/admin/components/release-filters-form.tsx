// The Releases tab's filters: languages, domains, minimum quality, review states, whether unreviewed clips go
// into the split files, and a date range.
import { DOMAINS, QUALITIES, RECORDING_LANGUAGES } from '@dhvani/contract/enums';
import { REVIEW_STATUSES } from '@dhvani/contract/releases';
import { useT } from '@/i18n/use-t';
import { toggled, type ReleaseForm } from '../model/release-form';
import { controlClass } from '@/components/ui/form-field';
import { cn } from '@/lib/cn';

const fieldClass = cn(controlClass, 'w-auto');

function CheckGroup<T extends string>(props: {
  legend: string;
  values: readonly T[];
  chosen: readonly T[];
  label: (value: T) => string;
  onChange: (next: T[]) => void;
}) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="text-sm font-medium text-ink">{props.legend}</legend>
      <div className="flex flex-wrap gap-x-4 gap-y-1">
        {props.values.map((value) => (
          <label key={value} className="flex items-center gap-2 text-sm text-ink">
            <input
              type="checkbox"
              checked={props.chosen.includes(value)}
              onChange={() => props.onChange(toggled(props.chosen, value))}
            />
            {props.label(value)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export function ReleaseFiltersForm({
  form,
  onChange,
}: {
  form: ReleaseForm;
  onChange: (f: ReleaseForm) => void;
}) {
  const t = useT('admin');
  const common = useT('common');
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-ink-muted">{t('releases.allMeansAll')}</p>
      <CheckGroup
        legend={t('releases.languages')}
        values={RECORDING_LANGUAGES}
        chosen={form.languages as (typeof RECORDING_LANGUAGES)[number][]}
        label={(v) => common(`languageName.${v}`)}
        onChange={(languages) => onChange({ ...form, languages })}
      />
      <CheckGroup
        legend={t('releases.domains')}
        values={DOMAINS}
        chosen={form.domains as (typeof DOMAINS)[number][]}
        label={(v) => common(`domain.${v}`)}
        onChange={(domains) => onChange({ ...form, domains })}
      />
      <CheckGroup
        legend={t('releases.reviewStatus')}
        values={REVIEW_STATUSES}
        chosen={form.reviewStatuses}
        label={(v) => t(`releases.review.${v}`)}
        onChange={(reviewStatuses) => onChange({ ...form, reviewStatuses })}
      />
      <label className="flex items-center gap-2 text-sm text-ink">
        <input
          type="checkbox"
          checked={form.unreviewedInSplits}
          onChange={(e) => onChange({ ...form, unreviewedInSplits: e.target.checked })}
        />
        {t('releases.unreviewedInSplits')}
      </label>
      <div className="flex flex-wrap items-end gap-4">
        <label className="flex flex-col gap-1 text-sm font-medium text-ink">
          {t('releases.minQuality')}
          <select
            className={fieldClass}
            value={form.minQuality}
            onChange={(e) => onChange({ ...form, minQuality: e.target.value as ReleaseForm['minQuality'] })}
          >
            <option value="">{t('releases.anyQuality')}</option>
            {QUALITIES.map((q) => (
              <option key={q} value={q}>
                {common(`grade.${q}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium text-ink">
          {t('releases.from')}
          <input
            type="date"
            className={fieldClass}
            value={form.from}
            onChange={(e) => onChange({ ...form, from: e.target.value })}
          />
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium text-ink">
          {t('releases.to')}
          <input
            type="date"
            className={fieldClass}
            value={form.to}
            onChange={(e) => onChange({ ...form, to: e.target.value })}
          />
        </label>
      </div>
    </div>
  );
}
