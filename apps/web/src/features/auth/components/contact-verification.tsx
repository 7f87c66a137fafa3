import { apiErrorText } from '@/i18n/error-text';
import { useT } from '@/i18n/use-t';
import { AUTH_TABLES } from '../lib/messages';
import type { CodeSent } from '@dhvani/contract/auth';
import { OTP_LENGTH } from '@dhvani/contract/limits';
import { CheckCircle2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Field, Input, fieldControlProps } from '@/components/ui/form-field';
import { ResendButton } from '@/components/ui/resend-button';
import { useResendCooldown } from '@/hooks/use-resend-cooldown';
import { notify } from '@/lib/toast';
import { firstError } from '../lib/validate';

export type VerificationStatus = 'pending' | 'sent' | 'verified';

interface ContactVerificationProps {
  id: string;
  /** What is verified, e.g. 'Phone number'. */
  label: string;
  destination: string;
  status: VerificationStatus;
  /** With 'verified' comes the token the server gave for it. */
  onStatusChange: (status: VerificationStatus, token?: string) => void;
  send: () => Promise<CodeSent>;
  /** Answers the verification token. */
  verify: (code: string) => Promise<string>;
  codeLabel: string;
  codeSchema: z.ZodType;
  sendLabel: string;
  verifyLabel: string;
  texts: { sent: string; sendFailed: string; verified: string; verifyFailed: string };
}

// SPEC §4: each contact goes pending → sent → verified. One component for the phone OTP and the e-mail code.
export function ContactVerification(props: ContactVerificationProps) {
  const t = useT('auth');
  const { id, label, destination, status, onStatusChange, codeLabel, texts } = props;
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const codeInput = useRef<HTMLInputElement>(null);
  const codeId = `${id}-code`;
  const [sends, setSends] = useState(0);
  const cooldown = useResendCooldown();

  // After each send, the code field (which appears with the first one) takes the focus.
  useEffect(() => {
    if (sends > 0) codeInput.current?.focus();
  }, [sends]);

  const send = async () => {
    setBusy(true);
    try {
      const sent = await props.send();
      cooldown.wait(sent.resendAfterSeconds);
      notify.success(texts.sent, { action: `verify-${id}` });
      setCode('');
      setError(undefined);
      onStatusChange('sent');
      setSends((n) => n + 1);
    } catch (e) {
      cooldown.waitAfter(e);
      notify.error(apiErrorText(e, texts.sendFailed, AUTH_TABLES), { action: `verify-${id}` });
    } finally {
      setBusy(false);
    }
  };

  const verify = async () => {
    const codeError = firstError(props.codeSchema, code);
    setError(codeError);
    if (codeError) return codeInput.current?.focus();
    setBusy(true);
    try {
      const token = await props.verify(code.trim());
      notify.success(texts.verified, { action: `verify-${id}` });
      onStatusChange('verified', token);
    } catch (e) {
      notify.error(apiErrorText(e, texts.verifyFailed, AUTH_TABLES), { action: `verify-${id}` });
    } finally {
      setBusy(false);
    }
  };

  return (
    <fieldset className="rounded-lg border border-cadet-gray/50 p-4">
      <legend className="px-1 text-sm font-semibold text-ink">{label}</legend>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="break-all text-ink">{destination}</span>
        {status === 'verified' ? (
          <span className="inline-flex items-center gap-1 text-sm font-medium text-success">
            <CheckCircle2 aria-hidden="true" className="size-4" /> {t('signUp.verified')}
          </span>
        ) : status === 'sent' ? (
          <ResendButton
            variant="outline"
            size="sm"
            onClick={send}
            disabled={busy}
            remaining={cooldown.remaining}
          />
        ) : (
          <Button variant="outline" size="sm" onClick={send} disabled={busy || cooldown.remaining > 0}>
            {props.sendLabel}
          </Button>
        )}
      </div>
      {status === 'sent' ? (
        <div className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-start">
          <Field id={codeId} label={codeLabel} error={error} className="flex-1">
            <Input
              ref={codeInput}
              {...fieldControlProps(codeId, error)}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={OTP_LENGTH}
              value={code}
              onChange={(e) => setCode(e.target.value)}
              onKeyDown={(e) => {
                // Inside the sign-up form, Enter verifies this code rather than submitting the form.
                if (e.key === 'Enter') {
                  e.preventDefault();
                  void verify();
                }
              }}
            />
          </Field>
          <Button className="sm:mt-6" onClick={verify} disabled={busy}>
            {props.verifyLabel}
          </Button>
        </div>
      ) : null}
    </fieldset>
  );
}
