import { GraduationCap, Globe2, Laptop } from 'lucide-react';
import { PageContainer, PageHeader } from '@/components/layout/page-container';
import { buttonVariants } from '@/components/ui/button';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { Link } from '@/i18n/localized-link';
import { useT } from '@/i18n/use-t';
import { paths } from '@/lib/paths';
import { cardVariants } from '@/components/ui/card';

const BENEFITS = [
  { icon: Globe2, name: 'matters' },
  { icon: Laptop, name: 'remote' },
  { icon: GraduationCap, name: 'learn' },
] as const;

export function CareersPage() {
  const t = useT('marketing');
  useDocumentTitle(t('careers.title'));
  return (
    <PageContainer>
      <PageHeader title={t('careers.title')} description={t('careers.description')} />
      <section aria-labelledby="benefits-title">
        <h2 id="benefits-title" className="text-2xl font-bold text-midnight-green">
          {t('careers.whyHeading')}
        </h2>
        <ul className="mt-6 grid gap-6 md:grid-cols-3">
          {BENEFITS.map(({ icon: Icon, name }) => (
            <li key={name} className={cardVariants({ tone: 'tint' })}>
              <Icon aria-hidden="true" className="size-8 text-midnight-green" />
              <p className="mt-4 text-lg font-semibold text-ink">{t(`careers.${name}.title`)}</p>
              <p className="mt-2 text-ink-muted">{t(`careers.${name}.body`)}</p>
            </li>
          ))}
        </ul>
      </section>
      <Link to={paths.contact} className={buttonVariants({ size: 'lg', className: 'mt-10' })}>
        {t('careers.contact')}
      </Link>
    </PageContainer>
  );
}
