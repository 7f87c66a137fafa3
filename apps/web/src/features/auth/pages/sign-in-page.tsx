import { useState } from 'react';
import { Link } from 'react-router';
import { Tabs, tabPanelProps } from '@/components/ui/tabs';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { paths } from '@/lib/paths';
import { AuthCard } from '../components/auth-card';
import { EmailSignInForm } from '../components/email-sign-in-form';
import { PhoneSignInForm } from '../components/phone-sign-in-form';

type Method = 'phone' | 'email';
const METHODS = [
  { value: 'phone', label: 'Phone' },
  { value: 'email', label: 'Email' },
] as const;
const TABS_ID = 'signin-method';

// SPEC §2 Sign in: Phone (default) and Email tabs; success returns to the guarded page or /dashboard.
export function SignInPage() {
  useDocumentTitle('Sign In');
  const [method, setMethod] = useState<Method>('phone');

  return (
    <AuthCard title="Sign In" intro="Welcome back. Sign in with your phone number or e-mail address.">
      <Tabs idPrefix={TABS_ID} label="Sign-in method" items={METHODS} value={method} onChange={setMethod} />
      <div {...tabPanelProps(TABS_ID, method)} className="mt-6 focus:outline-none">
        {method === 'phone' ? <PhoneSignInForm /> : <EmailSignInForm />}
      </div>
      <p className="mt-6 text-center text-sm text-slate-700">
        New here?{' '}
        <Link to={paths.signUp} className="font-medium text-midnight-green underline underline-offset-4">
          Create an account
        </Link>
      </p>
    </AuthCard>
  );
}
