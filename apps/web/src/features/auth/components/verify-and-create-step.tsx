import { useT } from '@/i18n/use-t';
import { authText } from '../lib/sign-in-errors';
import { AUTH_MESSAGES, emailCodeSchema, otpSchema } from '@dhvani/contract/auth';
import type { FormEvent, ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Field, Input, fieldControlProps } from '@/components/ui/form-field';
import { sendEmailCode, sendRegisterOtp, verifyEmailCode, verifyPhoneOtp } from '../api/auth-api';
import type { AccountDetails, AccountErrors, PersonalDetails } from '../lib/sign-up-form';
import { ContactVerification, type VerificationStatus } from './contact-verification';
import { KnownLanguagesField } from './known-languages-field';

interface Props {
  details: PersonalDetails;
  account: AccountDetails;
  errors: AccountErrors;
  phoneStatus: VerificationStatus;
  emailStatus: VerificationStatus;
  busy: boolean;
  onPhoneStatus: (status: VerificationStatus, token?: string) => void;
  onEmailStatus: (status: VerificationStatus, token?: string) => void;
  onChange: (account: AccountDetails) => void;
  onBack: () => void;
  onCreate: (event: FormEvent<HTMLFormElement>) => void;
  /** Under 18 (issue 23): the guardian's consent, and whether it is verified. */
  guardian?: { field: ReactNode; verified: boolean };
}

const BOTH_VERIFIED_HINT = 'signup-verify-both';

// Sign-up step 2: verify the phone and e-mail of step 1, known languages, password. Create Account stays
// disabled until both contacts are verified (SPEC §4).
export function VerifyAndCreateStep(props: Props) {
  const t = useT('auth');
  const { details, account, errors, phoneStatus, emailStatus, busy, onChange } = props;
  const bothVerified = phoneStatus === 'verified' && emailStatus === 'verified';
  const guardianMissing = props.guardian !== undefined && !props.guardian.verified;
  const ready = bothVerified && !guardianMissing;
  const phoneNo = details.phoneNo.trim();
  const email = details.email.trim();

  return (
    <form noValidate onSubmit={props.onCreate} className="flex flex-col gap-5">
      <ContactVerification
        id="signup-phone-verification"
        label={t('signUp.phone')}
        destination={phoneNo}
        status={phoneStatus}
        onStatusChange={props.onPhoneStatus}
        send={() => sendRegisterOtp(phoneNo)}
        verify={(otp) => verifyPhoneOtp(phoneNo, otp)}
        codeLabel={t('signUp.otpLabel')}
        codeSchema={otpSchema}
        sendLabel={t('signUp.sendOtp')}
        verifyLabel={t('signUp.verifyOtp')}
        texts={{
          sent: t('signUp.otpSent'),
          sendFailed: t('signUp.otpSendFailed'),
          verified: t('signUp.phoneVerified'),
          verifyFailed: t('signUp.invalidOtp'),
        }}
      />
      <ContactVerification
        id="signup-email-verification"
        label={t('signUp.email')}
        destination={email}
        status={emailStatus}
        onStatusChange={props.onEmailStatus}
        send={() => sendEmailCode(email)}
        verify={(code) => verifyEmailCode(email, code)}
        codeLabel={t('signUp.codeLabel')}
        codeSchema={emailCodeSchema}
        sendLabel={t('signUp.sendCode')}
        verifyLabel={t('signUp.verifyCode')}
        texts={{
          sent: t('signUp.emailSent'),
          sendFailed: t('signUp.emailSendFailed'),
          verified: t('signUp.emailVerified'),
          verifyFailed: t('signUp.invalidCode'),
        }}
      />
      {props.guardian?.field}
      <KnownLanguagesField
        value={account.knownLanguages}
        onChange={(knownLanguages) => onChange({ ...account, knownLanguages })}
      />
      <Field id="signup-password" label={t('signUp.password')} error={errors.password}>
        <Input
          {...fieldControlProps('signup-password', errors.password)}
          type="password"
          autoComplete="new-password"
          value={account.password}
          onChange={(e) => onChange({ ...account, password: e.target.value })}
        />
      </Field>
      <Field id="signup-confirm-password" label={t('signUp.confirmPassword')} error={errors.confirmPassword}>
        <Input
          {...fieldControlProps('signup-confirm-password', errors.confirmPassword)}
          type="password"
          autoComplete="new-password"
          value={account.confirmPassword}
          onChange={(e) => onChange({ ...account, confirmPassword: e.target.value })}
        />
      </Field>
      {ready ? null : (
        <p id={BOTH_VERIFIED_HINT} className="text-sm text-ink-muted">
          {bothVerified ? t('signUp.guardianNeeded') : authText(AUTH_MESSAGES.verifyBoth)}
        </p>
      )}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        <Button variant="outline" onClick={props.onBack} disabled={busy}>
          {t('signUp.back')}
        </Button>
        <Button
          type="submit"
          disabled={!ready || busy}
          aria-describedby={ready ? undefined : BOTH_VERIFIED_HINT}
        >
          {busy ? t('signUp.creating') : t('signUp.create')}
        </Button>
      </div>
    </form>
  );
}
