import { OTP_LENGTH } from '@dhvani/contract/limits';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Field, Input, fieldControlProps } from '@/components/ui/form-field';
import { Button } from '@/components/ui/button';
import { apiErrorText } from '@/i18n/error-text';
import { useT } from '@/i18n/use-t';
import { notify } from '@/lib/toast';
import { AUTH_TABLES } from '../lib/messages';
import { emailLoginError } from '../lib/sign-in-errors';
import { useFinishSignIn } from '../lib/use-finish-sign-in';
import { signInCalls } from '../lib/load-sign-in-calls';

type Errors = Partial<Record<'email' | 'code' | 'newPassword', string>>;

/**
 * Resetting a password is a way of signing in: its toasts share the sign-in action with the success that ends
 * it (use-finish-sign-in.ts), so a newer one replaces the older and a refusal never stacks (issue 24).
 */
const RESET_ACTION = 'sign-in';

// Issue 23, forgot password: a code to the account's e-mail address, then a new password; the person is
// signed in with it and every other session of the account ends (the server does that).
export function ForgotPasswordForm({ initialEmail, onBack }: { initialEmail: string; onBack: () => void }) {
  const t = useT('auth');
  const finishSignIn = useFinishSignIn(t('reset.done'));
  const [sent, setSent] = useState(false);
  const [email, setEmail] = useState(initialEmail);
  const [code, setCode] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);

  // Each step starts with its first field focused.
  useEffect(() => {
    form.current?.querySelector<HTMLInputElement>(sent ? '#reset-code' : '#reset-email')?.focus();
  }, [sent]);

  const focusFirst = (found: Errors) => {
    const first = (['email', 'code', 'newPassword'] as const).find((key) => found[key]);
    if (first) form.current?.querySelector<HTMLInputElement>(`#reset-${first}`)?.focus();
    return Boolean(first);
  };

  const sendCode = async (event: FormEvent) => {
    event.preventDefault();
    const calls = await signInCalls();
    const found: Errors = { email: calls.emailError(email) };
    setErrors(found);
    if (focusFirst(found)) return;
    setBusy(true);
    try {
      await calls.requestPasswordReset(email.trim());
      notify.success(t('reset.codeSent'), { action: RESET_ACTION });
      setCode('');
      setSent(true);
    } catch (e) {
      notify.error(emailLoginError(e, t('reset.sendFailed')), { action: RESET_ACTION });
    } finally {
      setBusy(false);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const calls = await signInCalls();
    const found: Errors = calls.resetErrors({ email, code, newPassword });
    setErrors(found);
    if (focusFirst(found)) return;
    setBusy(true);
    try {
      const result = await calls.resetPassword(email.trim(), code.trim(), newPassword);
      if (finishSignIn(result)) return;
    } catch (e) {
      notify.error(apiErrorText(e, t('reset.failed'), AUTH_TABLES), { action: RESET_ACTION });
    }
    setBusy(false);
  };

  return (
    <form ref={form} noValidate onSubmit={sent ? submit : sendCode} className="flex flex-col gap-4">
      <h2 className="text-lg font-semibold text-ink">{t('reset.title')}</h2>
      {sent ? (
        <>
          <p className="text-sm text-ink-muted">
            {t.rich('reset.codeSentTo', {
              length: OTP_LENGTH,
              email: email.trim(),
              strong: (chunks) => <strong>{chunks}</strong>,
            })}
          </p>
          <Field id="reset-code" label={t('reset.codeLabel')} error={errors.code}>
            <Input
              {...fieldControlProps('reset-code', errors.code)}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={OTP_LENGTH}
              value={code}
              onChange={(e) => setCode(e.target.value)}
            />
          </Field>
          <Field id="reset-newPassword" label={t('reset.newPasswordLabel')} error={errors.newPassword}>
            <Input
              {...fieldControlProps('reset-newPassword', errors.newPassword)}
              type="password"
              autoComplete="new-password"
              value={newPassword}
              onChange={(e) => setNewPassword(e.target.value)}
            />
          </Field>
          <Button type="submit" disabled={busy}>
            {busy ? t('reset.saving') : t('reset.submit')}
          </Button>
        </>
      ) : (
        <>
          <p className="text-sm text-ink-muted">{t('reset.intro')}</p>
          <Field id="reset-email" label={t('signIn.emailLabel')} error={errors.email}>
            <Input
              {...fieldControlProps('reset-email', errors.email)}
              type="email"
              autoComplete="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
          </Field>
          <Button type="submit" disabled={busy}>
            {busy ? t('reset.sending') : t('reset.sendCode')}
          </Button>
        </>
      )}
      <Button variant="link" onClick={onBack} disabled={busy}>
        {t('reset.back')}
      </Button>
    </form>
  );
}
