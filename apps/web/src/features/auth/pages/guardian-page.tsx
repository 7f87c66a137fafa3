import { otpSchema, phoneSchema } from '@dhvani/contract/auth';
import { normalizePhone } from '@dhvani/contract/phone';
import { useCallback, useState } from 'react';
import { PageContainer, PageHeader } from '@/components/layout/page-container';
import { Field, Input, fieldControlProps } from '@/components/ui/form-field';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { Link } from '@/i18n/localized-link';
import { useT } from '@/i18n/use-t';
import { paths } from '@/lib/paths';
import { sendGuardianCode, verifyGuardianCode } from '../api/guardian-api';
import { ContactVerification, type VerificationStatus } from '../components/contact-verification';
import { GuardianChildren } from '../components/guardian-children';
import { firstError } from '../lib/validate';

interface Access {
  phone: string;
  status: VerificationStatus;
  token: string;
}
const NO_ACCESS: Access = { phone: '', status: 'pending', token: '' };

// The guardian page (issue 23, docs/decisions/0029-guardian-withdrawal.md): a parent or guardian withdraws the
// consent they gave for a minor as they gave it, with a code to their phone, and without an account.
export function GuardianPage() {
  const t = useT('auth');
  useDocumentTitle(t('guardianPage.title'));
  const [typed, setTyped] = useState('');
  const [access, setAccess] = useState<Access>(NO_ACCESS);
  const phone = normalizePhone(typed.trim());
  const error = typed.trim() === '' ? undefined : firstError(phoneSchema, typed);
  const ready = typed.trim() !== '' && !error;
  const verified = access.status === 'verified' && access.token !== '' && access.phone === phone;
  const expire = useCallback(() => setAccess(NO_ACCESS), []);

  return (
    <PageContainer className="max-w-2xl">
      <PageHeader title={t('guardianPage.title')} description={t('guardianPage.intro')} />
      <div className="flex flex-col gap-6">
        {verified ? (
          <GuardianChildren token={access.token} onExpired={expire} />
        ) : (
          <section aria-label={t('guardianPage.title')} className="flex flex-col gap-3">
            <Field id="guardian-phone" label={t('guardianPage.phone')} error={error}>
              <Input
                {...fieldControlProps('guardian-phone', error)}
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                value={typed}
                onChange={(e) => {
                  setTyped(e.target.value);
                  setAccess(NO_ACCESS);
                }}
              />
            </Field>
            {ready ? (
              <ContactVerification
                id="guardian-verification"
                label={t('guardianPage.code')}
                destination={phone}
                status={access.phone === phone ? access.status : 'pending'}
                onStatusChange={(status, token = '') => setAccess({ phone, status, token })}
                send={() => sendGuardianCode(phone)}
                verify={(otp) => verifyGuardianCode(phone, otp)}
                codeLabel={t('guardianPage.codeLabel')}
                codeSchema={otpSchema}
                sendLabel={t('guardianPage.sendCode')}
                verifyLabel={t('signUp.verifyOtp')}
                texts={{
                  sent: t('guardianPage.sent'),
                  sendFailed: t('signUp.otpSendFailed'),
                  verified: t('guardianPage.verified'),
                  verifyFailed: t('signUp.invalidOtp'),
                }}
              />
            ) : null}
          </section>
        )}
        <p className="text-sm text-ink-muted">
          {t.rich('guardianPage.lostPhone', {
            link: (chunks) => (
              <Link to={`${paths.privacy}#grievance`} className="text-midnight-green underline">
                {chunks}
              </Link>
            ),
          })}
        </p>
      </div>
    </PageContainer>
  );
}
