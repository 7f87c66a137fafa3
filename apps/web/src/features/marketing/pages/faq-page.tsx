import { Link } from 'react-router';
import { PageContainer, PageHeader } from '@/components/layout/page-container';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { paths } from '@/lib/paths';
import { FaqAccordion } from '../components/faq-accordion';
import { FAQ_ITEMS } from '../components/faq-items';

export function FaqPage() {
  useDocumentTitle('FAQ');
  return (
    <PageContainer className="max-w-4xl">
      <PageHeader
        title="Frequently Asked Questions"
        description={
          <>
            Answers about the platform, our speech technology and your data. Something missing?{' '}
            <Link to={paths.contact} className="font-medium text-midnight-green underline underline-offset-4">
              Ask us
            </Link>
            .
          </>
        }
      />
      <FaqAccordion items={FAQ_ITEMS} />
    </PageContainer>
  );
}
