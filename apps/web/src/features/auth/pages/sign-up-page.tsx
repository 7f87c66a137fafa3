import { AUTH_MESSAGES } from '@dhvani/contract/auth';
import { normalizePhone } from '@dhvani/contract/phone';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useLocation } from 'react-router';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { apiErrorText } from '@/i18n/error-text';
import { Link } from '@/i18n/localized-link';
import { useT } from '@/i18n/use-t';
import { paths } from '@/lib/paths';
import { notify } from '@/lib/toast';
import { register, userExists } from '../api/auth-api';
import { AuthCard } from '../components/auth-card';
import type { VerificationStatus } from '../components/contact-verification';
import { PersonalDetailsStep } from '../components/personal-details-step';
import { VerifyAndCreateStep } from '../components/verify-and-create-step';
import { useGuardianStep } from '../lib/use-guardian-step';
import { AUTH_TABLES } from '../lib/messages';
import { authText } from '../lib/sign-in-errors';
import {
  EMPTY_DETAILS,
  toRegistrationPayload,
  validateAccount,
  validateDetails,
  type AccountDetails,
  type AccountErrors,
  type DetailsErrors,
} from '../lib/sign-up-form';
import { useFinishSignIn } from '../lib/use-finish-sign-in';

/**
 * A verification counts only for the exact value it was done for: editing the number on step 1 undoes it.
 * `token` is the server's proof of it, which register needs (issue 17).
 */
interface Verification {
  status: VerificationStatus;
  value: string;
  token: string;
}
const NOT_STARTED: Verification = { status: 'pending', value: '', token: '' };
const STEP_TITLES = { 1: 'signUp.step1', 2: 'signUp.step2' } as const;

// The field ids of each step, in screen order, so the first field with an error can take the focus.
const DETAIL_FIELD_IDS: Record<keyof DetailsErrors, string> = {
  name: 'signup-name',
  gender: 'signup-gender',
  dob: 'signup-dob',
  city: 'signup-city',
  motherTongue: 'signup-mother-tongue',
  phoneNo: 'signup-phone',
  email: 'signup-email',
};
const ACCOUNT_FIELD_IDS: Record<keyof AccountErrors, string> = {
  password: 'signup-password',
  confirmPassword: 'signup-confirm-password',
};

function focusFirstError<K extends string>(errors: Partial<Record<K, string>>, ids: Record<K, string>) {
  const first = (Object.keys(ids) as K[]).find((key) => errors[key]);
  if (first) document.getElementById(ids[first])?.focus();
}

// SPEC §2 Sign up: step 1 personal details, step 2 contact verification, known languages and password.
export function SignUpPage() {
  const t = useT('auth');
  useDocumentTitle(t('signUp.pageTitle'));
  const finishSignIn = useFinishSignIn(AUTH_MESSAGES.accountCreated);
  // Where the guard sent the person from: kept when they switch to sign-in, so either way leads back.
  const location = useLocation();
  const [step, setStep] = useState<1 | 2>(1);
  const [details, setDetails] = useState(EMPTY_DETAILS);
  const [detailsErrors, setDetailsErrors] = useState<DetailsErrors>({});
  const [account, setAccount] = useState<AccountDetails>({
    knownLanguages: [],
    password: '',
    confirmPassword: '',
  });
  const [accountErrors, setAccountErrors] = useState<AccountErrors>({});
  const [phone, setPhone] = useState(NOT_STARTED);
  const [email, setEmail] = useState(NOT_STARTED);
  const [busy, setBusy] = useState(false);
  const guardian = useGuardianStep(details);
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);

  const phoneStatus = phone.value === details.phoneNo.trim() ? phone.status : 'pending';
  const emailStatus = email.value === details.email.trim().toLowerCase() ? email.status : 'pending';

  // Move focus to the new step's heading, so keyboard and screen-reader users start at its top.
  useEffect(() => {
    if (firstRender.current) firstRender.current = false;
    else stepHeading.current?.focus();
  }, [step]);

  const next = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const errors = validateDetails(details);
    setDetailsErrors(errors);
    if (Object.keys(errors).length > 0) return focusFirstError(errors, DETAIL_FIELD_IDS);
    // '+91 98765 01234' is kept as the 10 digits the server stores, so step 2 shows and verifies those.
    const phoneNo = normalizePhone(details.phoneNo);
    setDetails((current) => ({ ...current, phoneNo }));
    setBusy(true);
    try {
      const exists = await userExists({ phoneNo, email: details.email.trim() });
      if (exists) notify.error(authText(AUTH_MESSAGES.userExists), { action: 'sign-up' });
      else setStep(2);
    } catch {
      notify.error(t('signUp.checkFailed'), { action: 'sign-up' });
    } finally {
      setBusy(false);
    }
  };

  const create = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (phoneStatus !== 'verified' || emailStatus !== 'verified') {
      notify.error(authText(AUTH_MESSAGES.verifyBoth), { action: 'sign-up' });
      return;
    }
    if (guardian.step && !guardian.step.verified) {
      notify.error(t('signUp.guardianNeeded'), { action: 'sign-up' });
      return;
    }
    const errors = validateAccount(account);
    setAccountErrors(errors);
    if (Object.keys(errors).length > 0) return focusFirstError(errors, ACCOUNT_FIELD_IDS);
    setBusy(true);
    try {
      const result = await register(
        toRegistrationPayload(details, account, {
          phoneVerificationToken: phone.token,
          emailVerificationToken: email.token,
          ...guardian.payload,
        }),
      );
      // Onward to where the person was going (the recording flow they started), else SPEC's /dashboard.
      if (finishSignIn(result)) return;
    } catch (e) {
      notify.error(apiErrorText(e, t('signUp.createFailed'), AUTH_TABLES), { action: 'sign-up' });
    }
    setBusy(false);
  };

  return (
    <AuthCard title={t('signUp.title')} intro={t('signUp.intro')}>
      <h2 ref={stepHeading} tabIndex={-1} className="mb-4 text-lg font-semibold text-ink focus:outline-none">
        <span className="block text-sm font-medium text-ink-subtle">{t('signUp.step', { step })}</span>
        {t(STEP_TITLES[step])}
      </h2>
      {step === 1 ? (
        <PersonalDetailsStep
          details={details}
          errors={detailsErrors}
          busy={busy}
          onChange={setDetails}
          onNext={next}
        />
      ) : (
        <VerifyAndCreateStep
          details={details}
          account={account}
          errors={accountErrors}
          phoneStatus={phoneStatus}
          emailStatus={emailStatus}
          busy={busy}
          onPhoneStatus={(status, token = '') => setPhone({ status, value: details.phoneNo.trim(), token })}
          onEmailStatus={(status, token = '') =>
            setEmail({ status, value: details.email.trim().toLowerCase(), token })
          }
          onChange={setAccount}
          onBack={() => setStep(1)}
          onCreate={create}
          guardian={guardian.step}
        />
      )}
      <p className="mt-6 text-center text-sm text-ink-muted">
        {t.rich('signUp.legal', {
          terms: (chunks) => (
            <Link to={paths.terms} className="font-medium text-midnight-green underline underline-offset-4">
              {chunks}
            </Link>
          ),
          privacy: (chunks) => (
            <Link to={paths.privacy} className="font-medium text-midnight-green underline underline-offset-4">
              {chunks}
            </Link>
          ),
        })}
      </p>
      <p className="mt-3 text-center text-sm text-ink-muted">
        {t.rich('signUp.haveAccount', {
          link: (chunks) => (
            <Link
              to={paths.signIn}
              state={location.state}
              className="font-medium text-midnight-green underline underline-offset-4"
            >
              {chunks}
            </Link>
          ),
        })}
      </p>
    </AuthCard>
  );
}
