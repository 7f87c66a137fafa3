import { buttonVariants } from '@/components/ui/button';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { Link } from '@/i18n/localized-link';
import { useT } from '@/i18n/use-t';
import { paths } from '@/lib/paths';
import { ProductDetail } from '../components/product-detail';

/** `swarin.<name>.title` and `.body` in the marketing catalog. */
const HIGHLIGHTS = ['languages', 'voices', 'subtitles', 'terms'] as const;
const STEPS = ['swarin.step1', 'swarin.step2', 'swarin.step3', 'swarin.step4'] as const;

export function SwarinPage() {
  const t = useT('marketing');
  useDocumentTitle('Swarin');
  return (
    <ProductDetail
      title="Swarin"
      tagline={t('swarin.tagline')}
      highlights={HIGHLIGHTS.map((name) => ({
        title: t(`swarin.${name}.title`),
        body: t(`swarin.${name}.body`),
      }))}
      steps={STEPS.map((step) => t(step))}
      actions={
        <>
          <Link to={paths.contact} className={buttonVariants()}>
            {t('swarin.demo')}
          </Link>
          <Link to={paths.products} className={buttonVariants({ variant: 'outline' })}>
            {t('swarin.all')}
          </Link>
        </>
      }
    />
  );
}
