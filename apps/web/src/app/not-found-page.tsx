import { PageContainer } from '@/components/layout/page-container';
import { buttonVariants } from '@/components/ui/button';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { Link } from '@/i18n/localized-link';
import { useT } from '@/i18n/use-t';
import { paths } from '@/lib/paths';

// Any path outside SPEC §2's route table.
export function NotFoundPage() {
  const t = useT('common');
  useDocumentTitle(t('notFound.title'));
  return (
    <PageContainer className="flex flex-col items-start gap-4 py-24">
      <h1 className="text-3xl font-bold text-midnight-green sm:text-4xl">{t('notFound.heading')}</h1>
      <p className="text-lg text-ink-muted">{t('notFound.body')}</p>
      <Link to={paths.home} className={buttonVariants()}>
        {t('notFound.home')}
      </Link>
    </PageContainer>
  );
}
