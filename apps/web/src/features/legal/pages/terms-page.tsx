import { PageContainer, PageHeader } from '@/components/layout/page-container';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { Link } from '@/i18n/localized-link';
import { useT } from '@/i18n/use-t';
import { paths } from '@/lib/paths';
import { LegalSection } from '../components/legal-section';
import { NoticeVersion } from '../components/notice-version';

// The contributor terms (issue 23): what a contribution licenses, what tokens are and are not, conduct, and
// ending an account. They share the notice's version: a consent agrees to both.
export function TermsPage() {
  const t = useT('legal');
  useDocumentTitle(t('ui.termsTitle'));
  return (
    <PageContainer className="max-w-3xl">
      <PageHeader title={t('ui.termsTitle')} description={t('terms.intro')} />
      <NoticeVersion />
      <LegalSection
        id="licence"
        title="terms.licence.title"
        lines={['terms.licence.grant', 'terms.licence.withdraw', 'terms.licence.yours']}
      />
      <LegalSection
        id="tokens"
        title="terms.tokens.title"
        lines={['terms.tokens.are', 'terms.tokens.areNot', 'terms.tokens.reversed']}
      />
      <LegalSection
        id="conduct"
        title="terms.conduct.title"
        lines={[
          'terms.conduct.read',
          'terms.conduct.ownVoice',
          'terms.conduct.oneAccount',
          'terms.conduct.nothingElse',
        ]}
      />
      <LegalSection
        id="termination"
        title="terms.termination.title"
        lines={['terms.termination.you', 'terms.termination.us']}
      />
      <LegalSection id="changes" title="terms.changes.title" lines={['terms.changes.text']} />
      <p className="mt-10 text-ink">
        {t.rich('ui.readPrivacy', {
          link: (chunks) => (
            <Link to={paths.privacy} className="text-midnight-green underline">
              {chunks}
            </Link>
          ),
        })}
      </p>
    </PageContainer>
  );
}
