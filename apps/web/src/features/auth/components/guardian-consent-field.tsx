import { otpSchema, phoneSchema } from '@dhvani/contract/auth';
import { normalizePhone } from '@dhvani/contract/phone';
import { useState } from 'react';
import { Field, Input, fieldControlProps } from '@/components/ui/form-field';
import { useT } from '@/i18n/use-t';
import { sendGuardianOtp, verifyGuardianOtp } from '../api/auth-api';
import { firstError } from '../lib/validate';
import { ContactVerification, type VerificationStatus } from './contact-verification';

/** A guardian's verification counts only for the number it was done for; `token` is the server's proof. */
export interface GuardianVerification {
  phone: string;
  status: VerificationStatus;
  token: string;
}
export const NO_GUARDIAN: GuardianVerification = { phone: '', status: 'pending', token: '' };

/** Whether `guardian` holds a finished verification of the number it names. */
export const guardianVerified = (guardian: GuardianVerification) =>
  guardian.status === 'verified' && guardian.token !== '';

// Issue 23, under 18: the parent's or guardian's phone gets a code, and they agree by giving it to the
// applicant, who enters it here. The number must be valid and not the applicant's own before a code is sent.
export function GuardianConsentField({
  applicantPhone,
  value,
  onChange,
}: {
  applicantPhone: string;
  value: GuardianVerification;
  onChange: (value: GuardianVerification) => void;
}) {
  const t = useT('auth');
  const [typed, setTyped] = useState(value.phone);
  const phone = normalizePhone(typed.trim());
  const error =
    typed.trim() === ''
      ? undefined
      : (firstError(phoneSchema, typed) ??
        (phone === applicantPhone ? t('signUp.guardianSamePhone') : undefined));
  const ready = typed.trim() !== '' && !error;

  return (
    <section
      aria-labelledby="signup-guardian-title"
      className="flex flex-col gap-3 rounded-lg bg-light-yellow/60 p-4"
    >
      <h3 id="signup-guardian-title" className="font-semibold text-ink">
        {t('signUp.guardianTitle')}
      </h3>
      <p className="text-sm text-ink">{t('signUp.guardianIntro')}</p>
      <Field id="signup-guardian-phone" label={t('signUp.guardianPhone')} error={error}>
        <Input
          {...fieldControlProps('signup-guardian-phone', error)}
          type="tel"
          inputMode="tel"
          autoComplete="off"
          value={typed}
          onChange={(e) => {
            setTyped(e.target.value);
            // Another number undoes a verification of the one before.
            onChange({ ...NO_GUARDIAN, phone: normalizePhone(e.target.value.trim()) });
          }}
        />
      </Field>
      {ready ? (
        <ContactVerification
          id="signup-guardian-verification"
          label={t('signUp.guardianCode')}
          destination={phone}
          status={value.phone === phone ? value.status : 'pending'}
          onStatusChange={(status, token = '') => onChange({ phone, status, token })}
          send={() => sendGuardianOtp(phone, applicantPhone)}
          verify={(otp) => verifyGuardianOtp(phone, otp)}
          codeLabel={t('signUp.guardianOtpLabel')}
          codeSchema={otpSchema}
          sendLabel={t('signUp.guardianSendOtp')}
          verifyLabel={t('signUp.verifyOtp')}
          texts={{
            sent: t('signUp.guardianSent'),
            sendFailed: t('signUp.otpSendFailed'),
            verified: t('signUp.guardianVerified'),
            verifyFailed: t('signUp.invalidOtp'),
          }}
        />
      ) : null}
    </section>
  );
}
