import { useState, type FormEvent } from 'react';
import { Field, Input, fieldControlProps } from '@/components/ui/form-field';
import { Button } from '@/components/ui/button';
import { useT } from '@/i18n/use-t';
import { notify } from '@/lib/toast';
import { emailLoginError } from '../lib/sign-in-errors';
import { useFinishSignIn } from '../lib/use-finish-sign-in';
import { signInCalls } from '../lib/load-sign-in-calls';
import { ForgotPasswordForm } from './forgot-password-form';

type Errors = Partial<Record<'email' | 'password', string>>;

export function EmailSignInForm() {
  const t = useT('auth');
  const finishSignIn = useFinishSignIn();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const [forgot, setForgot] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const calls = await signInCalls();
    const found: Errors = calls.emailLoginErrors({ email, password });
    setErrors(found);
    const firstInvalid = (['email', 'password'] as const).find((key) => found[key]);
    if (firstInvalid) {
      form.querySelector<HTMLInputElement>(`#signin-${firstInvalid}`)?.focus();
      return;
    }
    setBusy(true);
    try {
      const result = await calls.loginWithEmail(email.trim(), password);
      if (finishSignIn(result)) return;
    } catch (e) {
      notify.error(emailLoginError(e), { action: 'sign-in' });
    }
    setBusy(false);
  };

  if (forgot) return <ForgotPasswordForm initialEmail={email.trim()} onBack={() => setForgot(false)} />;

  return (
    <form noValidate onSubmit={submit} onFocus={() => void signInCalls()} className="flex flex-col gap-4">
      <Field id="signin-email" label={t('signIn.emailLabel')} error={errors.email}>
        <Input
          {...fieldControlProps('signin-email', errors.email)}
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
      </Field>
      <Field id="signin-password" label={t('signIn.passwordLabel')} error={errors.password}>
        <Input
          {...fieldControlProps('signin-password', errors.password)}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
      </Field>
      <Button type="submit" disabled={busy}>
        {busy ? t('signIn.submitting') : t('signIn.submit')}
      </Button>
      <Button variant="link" onClick={() => setForgot(true)} disabled={busy}>
        {t('signIn.forgotPassword')}
      </Button>
    </form>
  );
}
