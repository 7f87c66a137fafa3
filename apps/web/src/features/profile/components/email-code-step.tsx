import { USER_MESSAGES } from '@dhvani/contract/users';
import { useT } from '@/i18n/use-t';
import { emailCodeSchema } from '@dhvani/contract/auth';
import { OTP_LENGTH } from '@dhvani/contract/limits';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Field, Input, fieldControlProps } from '@/components/ui/form-field';
import { ResendButton } from '@/components/ui/resend-button';
import { useResendCooldown } from '@/hooks/use-resend-cooldown';
import { notify } from '@/lib/toast';
import { confirmEmailChange, type ProfileUser } from '../api/profile-api';
import { profileError, profileText, withParams } from '../lib/messages';

const CODE_ID = 'account-email-code';

interface Props {
  /** The new address the code was sent to. */
  email: string;
  currentEmail: string;
  /** The wait the server gave with the first code (CODE_RESEND_SECONDS). */
  resendAfterSeconds: number;
  /** Sends another code to `email`; answers the server's new wait. */
  resend: () => Promise<number>;
  onConfirmed: (user: ProfileUser) => void;
  onCancel: () => void;
}

// Issue 17: a new e-mail address takes effect only with the code sent to it. Until then the account keeps
// its current address, and this step says so.
export function EmailCodeStep({
  email,
  currentEmail,
  resendAfterSeconds,
  resend,
  onConfirmed,
  onCancel,
}: Props) {
  const t = useT('profile');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  const cooldown = useResendCooldown();
  const { wait } = cooldown;

  useEffect(() => input.current?.focus(), []);
  useEffect(() => wait(resendAfterSeconds), [wait, resendAfterSeconds]);

  const sendAgain = async () => {
    setBusy(true);
    try {
      cooldown.wait(await resend());
      notify.success(withParams(USER_MESSAGES.emailChangeSent(email), 'user.emailChangeSent', { email }), {
        action: 'account',
      });
      input.current?.focus();
    } catch (e) {
      cooldown.waitAfter(e);
      notify.error(profileError(e, t('account.updateFailed')), { action: 'account' });
    } finally {
      setBusy(false);
    }
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = emailCodeSchema.safeParse(code);
    setError(parsed.success ? undefined : profileText(parsed.error.issues[0]?.message));
    if (!parsed.success) return input.current?.focus();
    setBusy(true);
    try {
      const { user, message } = await confirmEmailChange({ email, code: parsed.data });
      notify.success(
        withParams(message || USER_MESSAGES.emailChanged(email), 'user.emailChanged', { email }),
        { action: 'account' },
      );
      onConfirmed(user);
    } catch (e) {
      notify.error(profileError(e, t('account.updateFailed')), { action: 'account' });
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={submit} className="flex max-w-lg flex-col gap-4 rounded-lg border p-4">
      <p className="text-sm text-ink" role="status">
        {t.rich('emailCode.sent', {
          email,
          current: currentEmail,
          strong: (chunks) => <strong className="break-all">{chunks}</strong>,
          keep: (chunks) => <span className="break-all">{chunks}</span>,
        })}
      </p>
      <Field id={CODE_ID} label={t('emailCode.label')} error={error}>
        <Input
          ref={input}
          {...fieldControlProps(CODE_ID, error)}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={OTP_LENGTH}
          value={code}
          onChange={(e) => setCode(e.target.value)}
        />
      </Field>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={busy}>
          {busy ? t('emailCode.confirming') : t('emailCode.confirm')}
        </Button>
        <ResendButton
          variant="outline"
          onClick={() => void sendAgain()}
          disabled={busy}
          remaining={cooldown.remaining}
        />
        <Button variant="ghost" onClick={onCancel} disabled={busy}>
          {t('emailCode.keep')}
        </Button>
      </div>
    </form>
  );
}
