import { USER_MESSAGES } from '@dhvani/contract/users';
import { useT } from '@/i18n/use-t';
import { updateAccountBodySchema } from '@dhvani/contract/users';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Field, Input, fieldControlProps } from '@/components/ui/form-field';
import { broadcastSessionChange, writeSession } from '@/lib/session-storage';
import { notify } from '@/lib/toast';
import { updateAccount, type ProfileUser } from '../api/profile-api';
import { profileError, profileText, withParams } from '../lib/messages';
import { EmailCodeStep } from './email-code-step';

type Errors = Partial<Record<'name' | 'email', string>>;

// SPEC §5: name and e-mail required, e-mail input type. The navigation bar learns the new name through
// the stored user and a storage event. A new e-mail address waits for the code sent to it (issue 17).
export function UpdateAccountForm({
  user,
  onUpdated,
}: {
  user: ProfileUser;
  onUpdated: (u: ProfileUser) => void;
}) {
  const [name, setName] = useState(user.name);
  const [email, setEmail] = useState(user.email);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const [pendingEmail, setPendingEmail] = useState<string | null>(null);
  const [resendAfter, setResendAfter] = useState(0);
  const t = useT('profile');

  const saved = (next: ProfileUser) => {
    writeSession({ user: next });
    broadcastSessionChange();
    onUpdated(next);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = updateAccountBodySchema.safeParse({ name, email });
    const found: Errors = {};
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const key = issue.path[0];
        if ((key === 'name' || key === 'email') && !found[key]) found[key] = profileText(issue.message);
      }
    }
    setErrors(found);
    if (!parsed.success) {
      event.currentTarget.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    setBusy(true);
    try {
      const { user: updated, message } = await updateAccount(parsed.data);
      const { pendingEmail: waiting = null, ...fields } = updated ?? { ...parsed.data, email: user.email };
      const { resendAfterSeconds = 0, ...account } = fields;
      saved({ ...user, ...account });
      setPendingEmail(waiting);
      setResendAfter(resendAfterSeconds);
      notify.success(
        waiting
          ? withParams(message || USER_MESSAGES.emailChangeSent(waiting), 'user.emailChangeSent', {
              email: waiting,
            })
          : profileText(USER_MESSAGES.accountUpdated),
        { action: 'account' },
      );
    } catch (e) {
      notify.error(profileError(e, t('account.updateFailed')), { action: 'account' });
    } finally {
      setBusy(false);
    }
  };

  if (pendingEmail) {
    return (
      <EmailCodeStep
        email={pendingEmail}
        currentEmail={user.email}
        resendAfterSeconds={resendAfter}
        resend={async () =>
          (await updateAccount({ name: user.name, email: pendingEmail })).user?.resendAfterSeconds ?? 0
        }
        onConfirmed={(confirmed) => {
          saved({ ...user, ...confirmed });
          setEmail(confirmed.email);
          setPendingEmail(null);
        }}
        onCancel={() => {
          setEmail(user.email);
          setPendingEmail(null);
        }}
      />
    );
  }

  return (
    <form noValidate onSubmit={submit} className="flex max-w-lg flex-col gap-4">
      <Field id="account-name" label={t('account.name')} error={errors.name}>
        <Input
          {...fieldControlProps('account-name', errors.name)}
          autoComplete="name"
          required
          value={name}
          onChange={(e) => setName(e.target.value)}
        />
      </Field>
      <Field id="account-email" label={t('account.email')} error={errors.email}>
        <Input
          {...fieldControlProps('account-email', errors.email)}
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
      </Field>
      <Button type="submit" disabled={busy} className="self-start">
        {busy ? t('account.saving') : t('account.submit')}
      </Button>
    </form>
  );
}
