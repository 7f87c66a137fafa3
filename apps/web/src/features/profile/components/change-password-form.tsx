import { USER_MESSAGES } from '@dhvani/contract/users';
import { useT } from '@/i18n/use-t';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Field, Input, fieldControlProps } from '@/components/ui/form-field';
import { notify } from '@/lib/toast';
import { changePassword } from '../api/profile-api';
import { profileError, profileText } from '../lib/messages';
import { validatePasswordForm, type PasswordErrors, type PasswordForm } from '../lib/password-form';

const EMPTY: PasswordForm = { oldPassword: '', newPassword: '', confirmPassword: '' };
const FIELDS = [
  { key: 'oldPassword', id: 'password-current', label: 'password.current', autoComplete: 'current-password' },
  { key: 'newPassword', id: 'password-new', label: 'password.new', autoComplete: 'new-password' },
  { key: 'confirmPassword', id: 'password-confirm', label: 'password.confirm', autoComplete: 'new-password' },
] as const;

export function ChangePasswordForm() {
  const [form, setForm] = useState(EMPTY);
  const [errors, setErrors] = useState<PasswordErrors>({});
  const [busy, setBusy] = useState(false);
  const t = useT('profile');

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
      notify.success(profileText(USER_MESSAGES.passwordChanged), { action: 'password' });
      setForm(EMPTY);
    } catch (e) {
      notify.error(profileError(e, t('password.failed')), { action: 'password' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={submit} className="flex max-w-lg flex-col gap-4">
      {FIELDS.map(({ key, id, label, autoComplete }) => (
        <Field key={key} id={id} label={t(label)} error={errors[key]}>
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
        {busy ? t('password.changing') : t('password.submit')}
      </Button>
    </form>
  );
}
