// A recording language or a domain chosen from a list, each named in the reader's language: the one select
// the sentence pages share (the Sentences page, the admin's import).
import { DOMAINS, RECORDING_LANGUAGES, type Domain, type RecordingLanguage } from '@dhvani/contract/enums';
import { Select } from '@/components/ui/form-field';
import { useT } from '@/i18n/use-t';
import type { ComponentProps } from 'react';

type SelectProps = Omit<ComponentProps<'select'>, 'value' | 'onChange'>;

export function LanguageSelect({
  value,
  onChange,
  ...props
}: SelectProps & { value: RecordingLanguage; onChange: (language: RecordingLanguage) => void }) {
  const common = useT('common');
  return (
    <Select {...props} value={value} onChange={(e) => onChange(e.target.value as RecordingLanguage)}>
      {RECORDING_LANGUAGES.map((l) => (
        <option key={l} value={l}>
          {common(`languageName.${l}`)}
        </option>
      ))}
    </Select>
  );
}

/** `none` labels the empty choice (''), e.g. "Choose a domain". */
export function DomainSelect({
  value,
  onChange,
  none,
  ...props
}: SelectProps & { value: Domain | ''; onChange: (domain: Domain | '') => void; none: string }) {
  const common = useT('common');
  return (
    <Select {...props} value={value} onChange={(e) => onChange(e.target.value as Domain | '')}>
      <option value="">{none}</option>
      {DOMAINS.map((d) => (
        <option key={d} value={d}>
          {common(`domain.${d}`)}
        </option>
      ))}
    </Select>
  );
}
