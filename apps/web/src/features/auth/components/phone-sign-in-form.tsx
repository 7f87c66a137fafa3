import { AUTH_MESSAGES } from '@dhvani/contract/auth-messages';
import { OTP_LENGTH } from '@dhvani/contract/limits';
import { PHONE_INPUT_MAX_LENGTH, normalizePhone } from '@dhvani/contract/phone';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Field, Input, fieldControlProps } from '@/components/ui/form-field';
import { Button } from '@/components/ui/button';
import { ResendButton } from '@/components/ui/resend-button';
import { useResendCooldown } from '@/hooks/use-resend-cooldown';
import { useT } from '@/i18n/use-t';
import { notify } from '@/lib/toast';
import { authText, otpSendError, otpVerifyError } from '../lib/sign-in-errors';
import { useFinishSignIn } from '../lib/use-finish-sign-in';
import { signInCalls } from '../lib/load-sign-in-calls';

type Stage = 'enter-number' | 'otp-sent';

// SPEC §4 sign-in by phone: enter the number, the OTP is sent, then verify it.
export function PhoneSignInForm() {
  const t = useT('auth');
  const finishSignIn = useFinishSignIn();
  const [stage, setStage] = useState<Stage>('enter-number');
  const [phoneNo, setPhoneNo] = useState('');
  const [otp, setOtp] = useState('');
  const [error, setError] = useState<{ phone?: string; otp?: string }>({});
  const [busy, setBusy] = useState(false);
  const otpInput = useRef<HTMLInputElement>(null);
  const phoneInput = useRef<HTMLInputElement>(null);
  const mounted = useRef(false);
  const cooldown = useResendCooldown();

  // Each stage starts with its field focused, once the person has moved between them.
  useEffect(() => {
    if (!mounted.current) {
      mounted.current = true;
      return;
    }
    (stage === 'otp-sent' ? otpInput : phoneInput).current?.focus();
  }, [stage]);

  const sendOtp = async (event: FormEvent) => {
    event.preventDefault();
    const calls = await signInCalls();
    const phoneError = calls.phoneError(phoneNo);
    setError({ phone: phoneError });
    if (phoneError) return phoneInput.current?.focus();
    // The OTP screen names, and verifies, the 10 digits however they were typed ('+91 98765 01234').
    const number = normalizePhone(phoneNo);
    setPhoneNo(number);
    await send(number);
  };

  /** Sends the OTP (again, on Resend); the server's answer says how long until another may be sent. */
  const send = async (number: string) => {
    setBusy(true);
    try {
      const sent = await (await signInCalls()).sendLoginOtp(number);
      cooldown.wait(sent.resendAfterSeconds);
      notify.success(authText(AUTH_MESSAGES.otpSent), { action: 'sign-in' });
      setOtp('');
      setStage('otp-sent');
      otpInput.current?.focus();
    } catch (e) {
      cooldown.waitAfter(e);
      notify.error(otpSendError(e), { action: 'sign-in' });
    } finally {
      setBusy(false);
    }
  };

  const verify = async (event: FormEvent) => {
    event.preventDefault();
    const calls = await signInCalls();
    const otpError = calls.otpError(otp);
    setError({ otp: otpError });
    if (otpError) return otpInput.current?.focus();
    setBusy(true);
    try {
      const result = await calls.loginWithOtp(phoneNo.trim(), otp.trim());
      if (finishSignIn(result)) return;
    } catch (e) {
      notify.error(otpVerifyError(e), { action: 'sign-in' });
    }
    setBusy(false);
  };

  const changeNumber = () => {
    setStage('enter-number');
    setOtp('');
    setError({});
  };

  if (stage === 'enter-number') {
    return (
      <form noValidate onSubmit={sendOtp} onFocus={() => void signInCalls()} className="flex flex-col gap-4">
        <Field id="signin-phone" label={t('signIn.phoneLabel')} error={error.phone}>
          <Input
            ref={phoneInput}
            {...fieldControlProps('signin-phone', error.phone)}
            type="tel"
            autoComplete="tel-national"
            maxLength={PHONE_INPUT_MAX_LENGTH}
            placeholder={t('signIn.phonePlaceholder')}
            value={phoneNo}
            onChange={(e) => setPhoneNo(e.target.value)}
          />
        </Field>
        <Button type="submit" disabled={busy}>
          {busy ? t('signIn.sendingOtp') : t('signIn.sendOtp')}
        </Button>
      </form>
    );
  }

  return (
    <form noValidate onSubmit={verify} onFocus={() => void signInCalls()} className="flex flex-col gap-4">
      <p className="text-sm text-ink-muted">
        {t.rich('signIn.otpSentTo', {
          length: OTP_LENGTH,
          phone: phoneNo.trim(),
          strong: (chunks) => <strong>{chunks}</strong>,
        })}
      </p>
      <Field id="signin-otp" label={t('signIn.otpLabel')} error={error.otp}>
        <Input
          ref={otpInput}
          {...fieldControlProps('signin-otp', error.otp)}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={OTP_LENGTH}
          placeholder={t('signIn.otpPlaceholder')}
          value={otp}
          onChange={(e) => setOtp(e.target.value)}
        />
      </Field>
      <Button type="submit" disabled={busy}>
        {busy ? t('signIn.verifying') : t('signIn.verifyOtp')}
      </Button>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Button variant="link" className="px-0" onClick={changeNumber} disabled={busy}>
          {t('signIn.changePhone')}
        </Button>
        <ResendButton
          variant="outline"
          size="sm"
          onClick={() => void send(phoneNo)}
          disabled={busy}
          remaining={cooldown.remaining}
        />
      </div>
    </form>
  );
}
