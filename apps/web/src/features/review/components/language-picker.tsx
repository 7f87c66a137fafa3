// The languages the contributor may review in (mother tongue first), each saying whether clips wait there.
import type { RecordingLanguage } from '@dhvani/contract/enums';
import type { ReviewSummary } from '@dhvani/contract/reviews';
import { useT } from '@/i18n/use-t';

export function LanguagePicker({
  languages,
  value,
  onChange,
}: {
  languages: ReviewSummary['languages'];
  value: RecordingLanguage;
  onChange: (language: RecordingLanguage) => void;
}) {
  const t = useT('review');
  const common = useT('common');
  return (
    <label className="flex w-full min-w-0 flex-col gap-1 text-sm font-medium text-ink sm:w-auto">
      {t('language.label')}
      <select
        className="h-10 w-full min-w-0 rounded-md sm:min-w-48 border border-midnight-green/40 bg-white px-3 text-base"
        value={value}
        onChange={(e) => onChange(e.target.value as RecordingLanguage)}
      >
        {languages.map(({ language, available }) => {
          const name = common(`languageName.${language}`);
          return (
            <option key={language} value={language}>
              {available ? name : t('language.nothingWaiting', { language: name })}
            </option>
          );
        })}
      </select>
    </label>
  );
}
