import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Field, Input, fieldControlProps } from '@/components/ui/form-field';
import { apiErrorMessage } from '@/lib/api';
import { notify } from '@/lib/toast';
import { changePassword } from '../api/profile-api';
import { PROFILE_TEXT } from '../lib/messages';
import { validatePasswordForm, type PasswordErrors, type PasswordForm } from '../lib/password-form';

const EMPTY: PasswordForm = { oldPassword: '', newPassword: '', confirmPassword: '' };
const FIELDS = [
  { key: 'oldPassword', id: 'password-current', label: 'Current Password', autoComplete: 'current-password' },
  { key: 'newPassword', id: 'password-new', label: 'New Password', autoComplete: 'new-password' },
  {
    key: 'confirmPassword',
    id: 'password-confirm',
    label: 'Confirm New Password',
    autoComplete: 'new-password',
  },
] as const;

export function ChangePasswordForm() {
  const [form, setForm] = useState(EMPTY);
  const [errors, setErrors] = useState<PasswordErrors>({});
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validatePasswordForm(form);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      event.currentTarget.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    setBusy(true);
    try {
      // SPEC §3: the payload is oldPassword and newPassword; the confirmation stays in the form.
      await changePassword({ oldPassword: form.oldPassword, newPassword: form.newPassword });
      notify.success(PROFILE_TEXT.passwordChanged);
      setForm(EMPTY);
    } catch (e) {
      notify.error(apiErrorMessage(e, PROFILE_TEXT.passwordFailed));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={submit} className="flex max-w-lg flex-col gap-4">
      {FIELDS.map(({ key, id, label, autoComplete }) => (
        <Field key={key} id={id} label={label} error={errors[key]}>
          <Input
            {...fieldControlProps(id, errors[key])}
            type="password"
            autoComplete={autoComplete}
            required
            value={form[key]}
            onChange={(e) => setForm({ ...form, [key]: e.target.value })}
          />
        </Field>
      ))}
      <Button type="submit" disabled={busy} className="self-start">
        {busy ? 'Changing...' : 'Change Password'}
      </Button>
    </form>
  );
}
