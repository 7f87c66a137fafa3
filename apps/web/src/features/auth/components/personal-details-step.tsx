import { GENDERS, PROFILE_LANGUAGES } from '@dhvani/contract/enums';
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

const GENDER_LABELS: Record<(typeof GENDERS)[number], string> = {
  male: 'Male',
  female: 'Female',
  other: 'Other',
};

// Sign-up step 1: personal details, plus the phone number and e-mail address that the existence check
// needs before step 2 and that step 2 then verifies.
export function PersonalDetailsStep({ details, errors, busy, onChange, onNext }: Props) {
  const set = (key: keyof PersonalDetails) => (event: { target: { value: string } }) =>
    onChange({ ...details, [key]: event.target.value });
  const today = new Date().toISOString().slice(0, 10);

  return (
    <form noValidate onSubmit={onNext} className="grid gap-4 sm:grid-cols-2">
      <Field id="signup-name" label="Full name" error={errors.name} className="sm:col-span-2">
        <Input
          {...fieldControlProps('signup-name', errors.name)}
          autoComplete="name"
          value={details.name}
          onChange={set('name')}
        />
      </Field>
      <Field id="signup-gender" label="Gender" error={errors.gender}>
        <Select
          {...fieldControlProps('signup-gender', errors.gender)}
          value={details.gender}
          onChange={set('gender')}
        >
          <option value="">Select gender</option>
          {GENDERS.map((g) => (
            <option key={g} value={g}>
              {GENDER_LABELS[g]}
            </option>
          ))}
        </Select>
      </Field>
      <Field id="signup-dob" label="Date of birth" error={errors.dob}>
        <Input
          {...fieldControlProps('signup-dob', errors.dob)}
          type="date"
          max={today}
          autoComplete="bday"
          value={details.dob}
          onChange={set('dob')}
        />
      </Field>
      <Field id="signup-city" label="City" error={errors.city}>
        <Input
          {...fieldControlProps('signup-city', errors.city)}
          autoComplete="address-level2"
          value={details.city}
          onChange={set('city')}
        />
      </Field>
      <Field id="signup-mother-tongue" label="Mother tongue" error={errors.motherTongue}>
        <Select
          {...fieldControlProps('signup-mother-tongue', errors.motherTongue)}
          value={details.motherTongue}
          onChange={set('motherTongue')}
        >
          <option value="">Select language</option>
          {PROFILE_LANGUAGES.map((language) => (
            <option key={language} value={language}>
              {language}
            </option>
          ))}
        </Select>
      </Field>
      <Field
        id="signup-phone"
        label="Phone number"
        error={errors.phoneNo}
        hint="You will verify it with an SMS code in the next step."
      >
        <Input
          {...fieldControlProps('signup-phone', errors.phoneNo, 'hint')}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={10}
          value={details.phoneNo}
          onChange={set('phoneNo')}
        />
      </Field>
      <Field
        id="signup-email"
        label="Email address"
        error={errors.email}
        hint="You will verify it with an e-mailed code in the next step."
      >
        <Input
          {...fieldControlProps('signup-email', errors.email, 'hint')}
          type="email"
          autoComplete="email"
          value={details.email}
          onChange={set('email')}
        />
      </Field>
      <Button type="submit" disabled={busy} className="sm:col-span-2">
        {busy ? 'Checking...' : 'Next'}
      </Button>
    </form>
  );
}
