import { BookOpen } from 'lucide-react';
import { PageContainer, PageHeader } from '@/components/layout/page-container';
import { buttonVariants } from '@/components/ui/button';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { Link } from '@/i18n/localized-link';
import { useT } from '@/i18n/use-t';
import { paths } from '@/lib/paths';

export function DocsPage() {
  const t = useT('marketing');
  useDocumentTitle(t('docs.title'));
  return (
    <PageContainer className="flex flex-col items-start">
      <BookOpen aria-hidden="true" className="mb-6 size-12 text-midnight-green" />
      <PageHeader title={t('docs.title')} description={t('docs.description')} />
      <Link to={paths.products} className={buttonVariants()}>
        {t('docs.products')}
      </Link>
    </PageContainer>
  );
}
