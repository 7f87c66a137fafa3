import { buttonVariants } from '@/components/ui/button';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { Link } from '@/i18n/localized-link';
import { useT } from '@/i18n/use-t';
import { paths } from '@/lib/paths';
import { ProductDetail } from '../components/product-detail';

/** `dhvaniShilp.<name>.title` and `.body` in the marketing catalog. */
const HIGHLIGHTS = ['languages', 'domains', 'graded', 'consent'] as const;
const STEPS = ['dhvaniShilp.step1', 'dhvaniShilp.step2', 'dhvaniShilp.step3', 'dhvaniShilp.step4'] as const;

export function DhvaniShilpPage() {
  const t = useT('marketing');
  const common = useT('common');
  useDocumentTitle(common('site.name'));
  return (
    <ProductDetail
      title={common('site.name')}
      tagline={t('dhvaniShilp.tagline')}
      highlights={HIGHLIGHTS.map((name) => ({
        title: t(`dhvaniShilp.${name}.title`),
        body: t(`dhvaniShilp.${name}.body`),
      }))}
      steps={STEPS.map((step) => t(step))}
      actions={
        <>
          <Link to={paths.qrRecording} className={buttonVariants()}>
            {t('dhvaniShilp.start')}
          </Link>
          <Link to={paths.faq} className={buttonVariants({ variant: 'outline' })}>
            {t('dhvaniShilp.faq')}
          </Link>
        </>
      }
    />
  );
}
