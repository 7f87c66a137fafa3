import { PageContainer, PageHeader } from '@/components/layout/page-container';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useT } from '@/i18n/use-t';
import { ProductCard } from '../components/product-card';
import { COMPANY_PILLARS, PRODUCTS } from '../components/products-content';
import { cardVariants } from '@/components/ui/card';

export function ProductsPage() {
  const t = useT('marketing');
  useDocumentTitle(t('products.title'));
  return (
    <PageContainer>
      <PageHeader title={t('products.title')} description={t('products.description')} />
      <div className="grid gap-6 lg:grid-cols-3">
        {PRODUCTS.map((product) => (
          <ProductCard key={product.id} product={product} />
        ))}
      </div>
      <section aria-labelledby="about-us-title" className="mt-20">
        <h2 id="about-us-title" className="text-3xl font-bold tracking-tight text-midnight-green">
          {t('products.aboutHeading')}
        </h2>
        <dl className="mt-6 grid gap-6 md:grid-cols-3">
          {COMPANY_PILLARS.map((pillar) => (
            <div key={pillar} className={cardVariants({ tone: 'tint' })}>
              <dt className="text-lg font-semibold text-midnight-green">{t(`products.${pillar}.title`)}</dt>
              <dd className="mt-2 text-ink-muted">{t(`products.${pillar}.body`)}</dd>
            </div>
          ))}
        </dl>
      </section>
    </PageContainer>
  );
}
