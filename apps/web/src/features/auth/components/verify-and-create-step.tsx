import { AUTH_MESSAGES, emailCodeSchema, otpSchema } from '@dhvani/contract/auth';
import type { FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Field, Input, fieldControlProps } from '@/components/ui/form-field';
import { sendEmailCode, sendRegisterOtp, verifyEmailCode, verifyPhoneOtp } from '../api/auth-api';
import { SIGN_UP_TEXT } from '../lib/messages';
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
}

const BOTH_VERIFIED_HINT = 'signup-verify-both';

// Sign-up step 2: verify the phone and e-mail of step 1, known languages, password. Create Account stays
// disabled until both contacts are verified (SPEC §4).
export function VerifyAndCreateStep(props: Props) {
  const { details, account, errors, phoneStatus, emailStatus, busy, onChange } = props;
  const bothVerified = phoneStatus === 'verified' && emailStatus === 'verified';
  const phoneNo = details.phoneNo.trim();
  const email = details.email.trim();

  return (
    <form noValidate onSubmit={props.onCreate} className="flex flex-col gap-5">
      <ContactVerification
        id="signup-phone-verification"
        label="Phone number"
        destination={phoneNo}
        status={phoneStatus}
        onStatusChange={props.onPhoneStatus}
        send={() => sendRegisterOtp(phoneNo)}
        verify={(otp) => verifyPhoneOtp(phoneNo, otp)}
        codeLabel="OTP"
        codeSchema={otpSchema}
        sendLabel="Send OTP"
        verifyLabel="Verify OTP"
        texts={{
          sent: SIGN_UP_TEXT.otpSent,
          sendFailed: SIGN_UP_TEXT.otpSendFailed,
          verified: SIGN_UP_TEXT.phoneVerified,
          verifyFailed: SIGN_UP_TEXT.invalidOtp,
        }}
      />
      <ContactVerification
        id="signup-email-verification"
        label="Email address"
        destination={email}
        status={emailStatus}
        onStatusChange={props.onEmailStatus}
        send={() => sendEmailCode(email)}
        verify={(code) => verifyEmailCode(email, code)}
        codeLabel="Verification code"
        codeSchema={emailCodeSchema}
        sendLabel="Send Code"
        verifyLabel="Verify Code"
        texts={{
          sent: SIGN_UP_TEXT.emailSent,
          sendFailed: SIGN_UP_TEXT.emailSendFailed,
          verified: SIGN_UP_TEXT.emailVerified,
          verifyFailed: SIGN_UP_TEXT.invalidCode,
        }}
      />
      <KnownLanguagesField
        value={account.knownLanguages}
        onChange={(knownLanguages) => onChange({ ...account, knownLanguages })}
      />
      <Field id="signup-password" label="Password" error={errors.password}>
        <Input
          {...fieldControlProps('signup-password', errors.password)}
          type="password"
          autoComplete="new-password"
          value={account.password}
          onChange={(e) => onChange({ ...account, password: e.target.value })}
        />
      </Field>
      <Field id="signup-confirm-password" label="Confirm password" error={errors.confirmPassword}>
        <Input
          {...fieldControlProps('signup-confirm-password', errors.confirmPassword)}
          type="password"
          autoComplete="new-password"
          value={account.confirmPassword}
          onChange={(e) => onChange({ ...account, confirmPassword: e.target.value })}
        />
      </Field>
      {bothVerified ? null : (
        <p id={BOTH_VERIFIED_HINT} className="text-sm text-slate-700">
          {AUTH_MESSAGES.verifyBoth}
        </p>
      )}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        <Button variant="outline" onClick={props.onBack} disabled={busy}>
          Back
        </Button>
        <Button
          type="submit"
          disabled={!bothVerified || busy}
          aria-describedby={bothVerified ? undefined : BOTH_VERIFIED_HINT}
        >
          {busy ? 'Creating account...' : 'Create Account'}
        </Button>
      </div>
    </form>
  );
}
