import { useT } from '@/i18n/use-t';
import { PROFILE_LANGUAGES } from '@dhvani/contract/enums';

interface Props {
  value: string[];
  onChange: (languages: string[]) => void;
}

// A multi-select as a group of checkboxes: every option is visible and reachable with Tab and Space.
export function KnownLanguagesField({ value, onChange }: Props) {
  const t = useT('auth');
  const common = useT('common');
  const toggle = (language: string, checked: boolean) =>
    onChange(
      checked
        ? PROFILE_LANGUAGES.filter((l) => l === language || value.includes(l))
        : value.filter((l) => l !== language),
    );

  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium text-ink">{t('signUp.knownLanguages')}</legend>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        {PROFILE_LANGUAGES.map((language) => (
          <label
            key={language}
            className="flex items-center gap-2 rounded-md border border-line px-3 py-2 text-sm has-[:checked]:border-midnight-green has-[:checked]:bg-nyanza"
          >
            <input
              type="checkbox"
              className="size-4 accent-midnight-green"
              checked={value.includes(language)}
              onChange={(e) => toggle(language, e.target.checked)}
            />
            {common(`languageName.${language}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
