import { PageContainer, PageHeader } from '@/components/layout/page-container';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { Link } from '@/i18n/localized-link';
import { useT } from '@/i18n/use-t';
import { paths } from '@/lib/paths';
import { FaqAccordion } from '../components/faq-accordion';
import { faqItems } from '../components/faq-items';

export function FaqPage() {
  const t = useT('faq');
  useDocumentTitle(t('page.title'));
  return (
    <PageContainer className="max-w-4xl">
      <PageHeader
        title={t('page.heading')}
        description={t.rich('page.description', {
          link: (chunks) => (
            <Link to={paths.contact} className="font-medium text-midnight-green underline underline-offset-4">
              {chunks}
            </Link>
          ),
        })}
      />
      <FaqAccordion items={faqItems(t)} />
    </PageContainer>
  );
}
