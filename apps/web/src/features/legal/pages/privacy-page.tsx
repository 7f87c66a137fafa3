import { PageContainer, PageHeader } from '@/components/layout/page-container';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { Link } from '@/i18n/localized-link';
import { useT } from '@/i18n/use-t';
import { paths } from '@/lib/paths';
import { GrievanceOfficer } from '../components/grievance-officer';
import { LegalSection } from '../components/legal-section';
import { NoticeVersion } from '../components/notice-version';

// The privacy notice (issue 23, DPDP Act 2023 and its Rules): what, why, who receives it, how long, the
// person's rights and where in the product each one is used, the grievance officer, and the version a
// consent records.
export function PrivacyPage() {
  const t = useT('legal');
  useDocumentTitle(t('ui.privacyTitle'));
  return (
    <PageContainer className="max-w-3xl">
      <PageHeader title={t('ui.privacyTitle')} description={t('privacy.intro')} />
      <NoticeVersion />
      <LegalSection
        id="collect"
        title="privacy.collect.title"
        lines={[
          'privacy.collect.voice',
          'privacy.collect.text',
          'privacy.collect.profile',
          'privacy.collect.metadata',
          'privacy.collect.tokens',
        ]}
      />
      <LegalSection
        id="purposes"
        title="privacy.purposes.title"
        lines={[
          'privacy.purposes.datasets',
          'privacy.purposes.recording',
          'privacy.purposes.ledger',
          'privacy.purposes.account',
        ]}
      />
      <LegalSection
        id="recipients"
        title="privacy.recipients.title"
        lines={[
          'privacy.recipients.releases',
          'privacy.recipients.processors',
          'privacy.recipients.nobodyElse',
        ]}
      />
      <LegalSection
        id="retention"
        title="privacy.retention.title"
        lines={[
          'privacy.retention.recordings',
          'privacy.retention.profile',
          'privacy.retention.ledger',
          'privacy.retention.codes',
          'privacy.retention.exports',
          'privacy.retention.contact',
          'privacy.retention.releases',
        ]}
      />
      <LegalSection
        id="rights"
        title="privacy.rights.title"
        lines={[
          'privacy.rights.access',
          'privacy.rights.correct',
          'privacy.rights.withdraw',
          'privacy.rights.deleteOne',
          'privacy.rights.erase',
          'privacy.rights.grievance',
          'privacy.rights.nominate',
        ]}
      />
      <LegalSection id="children" title="privacy.children.title" lines={['privacy.children.text']}>
        <p className="mt-2">
          <Link to={paths.guardian} className="font-medium text-midnight-green underline">
            {t('ui.guardianLink')}
          </Link>
        </p>
      </LegalSection>
      <LegalSection id="security" title="privacy.security.title" lines={['privacy.security.text']} />
      <LegalSection id="grievance" title="privacy.grievance.title" lines={['privacy.grievance.text']}>
        <GrievanceOfficer />
      </LegalSection>
      <LegalSection id="changes" title="privacy.changes.title" lines={['privacy.changes.text']} />
      <p className="mt-10 text-ink">
        {t.rich('ui.readTerms', {
          link: (chunks) => (
            <Link to={paths.terms} className="text-midnight-green underline">
              {chunks}
            </Link>
          ),
        })}
      </p>
    </PageContainer>
  );
}
