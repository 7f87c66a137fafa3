import { PHONE_INPUT_MAX_LENGTH } from '@dhvani/contract/phone';
import { useT } from '@/i18n/use-t';
import { GENDERS, MOTHER_TONGUES } from '@dhvani/contract/enums';
import type { FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Field, Input, Select, fieldControlProps } from '@/components/ui/form-field';
import type { DetailsErrors, PersonalDetails } from '../lib/sign-up-form';

interface Props {
  details: PersonalDetails;
  errors: DetailsErrors;
  busy: boolean;
  onChange: (details: PersonalDetails) => void;
  onNext: (event: FormEvent<HTMLFormElement>) => void;
}

// Sign-up step 1: personal details, plus the phone number and e-mail address that the existence check
// needs before step 2 and that step 2 then verifies.
export function PersonalDetailsStep({ details, errors, busy, onChange, onNext }: Props) {
  const t = useT('auth');
  const common = useT('common');
  const set = (key: keyof PersonalDetails) => (event: { target: { value: string } }) =>
    onChange({ ...details, [key]: event.target.value });
  const today = new Date().toISOString().slice(0, 10);

  return (
    <form noValidate onSubmit={onNext} className="grid gap-4 sm:grid-cols-2">
      <Field id="signup-name" label={t('signUp.name')} error={errors.name} className="sm:col-span-2">
        <Input
          {...fieldControlProps('signup-name', errors.name)}
          autoComplete="name"
          value={details.name}
          onChange={set('name')}
        />
      </Field>
      <Field id="signup-gender" label={t('signUp.gender')} error={errors.gender}>
        <Select
          {...fieldControlProps('signup-gender', errors.gender)}
          value={details.gender}
          onChange={set('gender')}
        >
          <option value="">{t('signUp.genderPlaceholder')}</option>
          {GENDERS.map((g) => (
            <option key={g} value={g}>
              {t(`signUp.gender.${g}`)}
            </option>
          ))}
        </Select>
      </Field>
      <Field id="signup-dob" label={t('signUp.dob')} error={errors.dob}>
        <Input
          {...fieldControlProps('signup-dob', errors.dob)}
          type="date"
          max={today}
          autoComplete="bday"
          value={details.dob}
          onChange={set('dob')}
        />
      </Field>
      <Field id="signup-city" label={t('signUp.city')} error={errors.city}>
        <Input
          {...fieldControlProps('signup-city', errors.city)}
          autoComplete="address-level2"
          value={details.city}
          onChange={set('city')}
        />
      </Field>
      <Field id="signup-mother-tongue" label={t('signUp.motherTongue')} error={errors.motherTongue}>
        <Select
          {...fieldControlProps('signup-mother-tongue', errors.motherTongue)}
          value={details.motherTongue}
          onChange={set('motherTongue')}
        >
          <option value="">{t('signUp.languagePlaceholder')}</option>
          {/* Issue 33: every recording language and "Other", besides SPEC's ten. */}
          {MOTHER_TONGUES.map((language) => (
            <option key={language} value={language}>
              {language === 'Other' ? t('signUp.motherTongueOther') : common(`languageName.${language}`)}
            </option>
          ))}
        </Select>
      </Field>
      <Field id="signup-phone" label={t('signUp.phone')} error={errors.phoneNo} hint={t('signUp.phoneHint')}>
        <Input
          {...fieldControlProps('signup-phone', errors.phoneNo, 'hint')}
          type="tel"
          autoComplete="tel-national"
          maxLength={PHONE_INPUT_MAX_LENGTH}
          value={details.phoneNo}
          onChange={set('phoneNo')}
        />
      </Field>
      <Field id="signup-email" label={t('signUp.email')} error={errors.email} hint={t('signUp.emailHint')}>
        <Input
          {...fieldControlProps('signup-email', errors.email, 'hint')}
          type="email"
          autoComplete="email"
          value={details.email}
          onChange={set('email')}
        />
      </Field>
      <Button type="submit" disabled={busy} className="sm:col-span-2">
        {busy ? t('signUp.checking') : t('signUp.next')}
      </Button>
    </form>
  );
}
