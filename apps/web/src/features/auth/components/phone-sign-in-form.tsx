import { AUTH_MESSAGES, otpSchema, phoneSchema } from '@dhvani/contract/auth';
import { OTP_LENGTH } from '@dhvani/contract/limits';
import { PHONE_INPUT_MAX_LENGTH, normalizePhone } from '@dhvani/contract/phone';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Field, Input, fieldControlProps } from '@/components/ui/form-field';
import { Button } from '@/components/ui/button';
import { useT } from '@/i18n/use-t';
import { notify } from '@/lib/toast';
import { loginWithOtp, sendLoginOtp } from '../api/auth-api';
import { authText, otpSendError, otpVerifyError } from '../lib/sign-in-errors';
import { useFinishSignIn } from '../lib/use-finish-sign-in';
import { firstError } from '../lib/validate';

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
    const phoneError = firstError(phoneSchema, phoneNo);
    setError({ phone: phoneError });
    if (phoneError) return phoneInput.current?.focus();
    // The OTP screen names, and verifies, the 10 digits however they were typed ('+91 98765 01234').
    const number = normalizePhone(phoneNo);
    setPhoneNo(number);
    setBusy(true);
    try {
      await sendLoginOtp(number);
      notify.success(authText(AUTH_MESSAGES.otpSent));
      setOtp('');
      setStage('otp-sent');
    } catch (e) {
      notify.error(otpSendError(e));
    } finally {
      setBusy(false);
    }
  };

  const verify = async (event: FormEvent) => {
    event.preventDefault();
    const otpError = firstError(otpSchema, otp);
    setError({ otp: otpError });
    if (otpError) return otpInput.current?.focus();
    setBusy(true);
    try {
      const result = await loginWithOtp(phoneNo.trim(), otp.trim());
      if (finishSignIn(result)) return;
    } catch (e) {
      notify.error(otpVerifyError(e));
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
      <form noValidate onSubmit={sendOtp} className="flex flex-col gap-4">
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
    <form noValidate onSubmit={verify} className="flex flex-col gap-4">
      <p className="text-sm text-slate-700">
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
      <Button variant="link" onClick={changeNumber} disabled={busy}>
        {t('signIn.changePhone')}
      </Button>
    </form>
  );
}
