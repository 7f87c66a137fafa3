import { useState } from 'react';
import { useLocation } from 'react-router';
import { Tabs, tabPanelProps } from '@/components/ui/tabs';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { Link } from '@/i18n/localized-link';
import { useT } from '@/i18n/use-t';
import { paths } from '@/lib/paths';
import { AuthCard } from '../components/auth-card';
import { EmailSignInForm } from '../components/email-sign-in-form';
import { PhoneSignInForm } from '../components/phone-sign-in-form';

type Method = 'phone' | 'email';
const TABS_ID = 'signin-method';

// SPEC §2 Sign in: Phone (default) and Email tabs; success returns to the guarded page or /dashboard.
export function SignInPage() {
  const t = useT('auth');
  useDocumentTitle(t('signIn.title'));
  const [method, setMethod] = useState<Method>('phone');
  // Where the guard sent the person from: kept when they switch to sign-up, so either way leads back.
  const location = useLocation();
  const methods = [
    { value: 'phone', label: t('signIn.phoneTab') },
    { value: 'email', label: t('signIn.emailTab') },
  ] as const;

  return (
    <AuthCard title={t('signIn.title')} intro={t('signIn.intro')}>
      <Tabs
        idPrefix={TABS_ID}
        label={t('signIn.methods')}
        items={methods}
        value={method}
        onChange={setMethod}
      />
      <div {...tabPanelProps(TABS_ID, method, { startsWithControl: true })} className="mt-6">
        {method === 'phone' ? <PhoneSignInForm /> : <EmailSignInForm />}
      </div>
      <p className="mt-6 text-center text-sm text-ink-muted">
        {t.rich('signIn.newHere', {
          link: (chunks) => (
            <Link
              to={paths.signUp}
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
