import { Check } from 'lucide-react';
import { Button, buttonVariants } from '@/components/ui/button';
import { Link } from '@/i18n/localized-link';
import { useT } from '@/i18n/use-t';
import type { Product } from './products-content';
import { cardVariants } from '@/components/ui/card';
import { cn } from '@/lib/cn';

const FEATURES = ['feature1', 'feature2', 'feature3', 'feature4'] as const;

export function ProductCard({ product }: { product: Product }) {
  const t = useT('marketing');
  const titleId = `product-${product.id}`;
  const title = product.brand ?? t('product.customVoice.title');
  const cta = t(`product.${product.key}.cta`);
  return (
    <article aria-labelledby={titleId} className={cn(cardVariants(), 'relative flex flex-col')}>
      {product.to === null ? (
        <span className="absolute top-4 right-4 rounded-full bg-light-yellow px-3 py-1 text-xs font-semibold text-midnight-green ring-1 ring-midnight-green/20">
          {t('products.comingSoon')}
        </span>
      ) : null}
      <h2 id={titleId} className="pr-24 text-2xl font-bold text-midnight-green">
        {title}
      </h2>
      <p className="mt-1 font-medium text-ink">{t(`product.${product.key}.tagline`)}</p>
      <p className="mt-4 text-ink-muted">{t(`product.${product.key}.description`)}</p>
      <ul className="mt-6 flex flex-col gap-2">
        {FEATURES.map((feature) => (
          <li key={feature} className="flex items-start gap-2 text-ink">
            <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-midnight-green" />
            {t(`product.${product.key}.${feature}`)}
          </li>
        ))}
      </ul>
      <div className="mt-auto pt-8">
        {product.to === null ? (
          <Button disabled className="w-full">
            {cta}
          </Button>
        ) : (
          <Link to={product.to} className={buttonVariants({ className: 'w-full' })}>
            {cta}
            <span className="sr-only">: {title}</span>
          </Link>
        )}
      </div>
    </article>
  );
}
