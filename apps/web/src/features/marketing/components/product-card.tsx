import { Check } from 'lucide-react';
import { Link } from 'react-router';
import { Button, buttonVariants } from '@/components/ui/button';
import type { Product } from './products-content';

export function ProductCard({ product }: { product: Product }) {
  const titleId = `product-${product.id}`;
  const comingSoon = product.cta.to === null;
  return (
    <article
      aria-labelledby={titleId}
      className="relative flex flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-midnight-green/15"
    >
      {comingSoon ? (
        <span className="absolute top-4 right-4 rounded-full bg-light-yellow px-3 py-1 text-xs font-semibold text-midnight-green ring-1 ring-midnight-green/20">
          Coming Soon
        </span>
      ) : null}
      <h2 id={titleId} className="pr-24 text-2xl font-bold text-midnight-green">
        {product.title}
      </h2>
      <p className="mt-1 font-medium text-slate-800">{product.tagline}</p>
      <p className="mt-4 text-slate-700">{product.description}</p>
      <ul className="mt-6 flex flex-col gap-2">
        {product.features.map((feature) => (
          <li key={feature} className="flex items-start gap-2 text-slate-800">
            <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-midnight-green" />
            {feature}
          </li>
        ))}
      </ul>
      <div className="mt-auto pt-8">
        {product.cta.to === null ? (
          <Button disabled className="w-full">
            {product.cta.label}
          </Button>
        ) : (
          <Link to={product.cta.to} className={buttonVariants({ className: 'w-full' })}>
            {product.cta.label}
            <span className="sr-only">: {product.title}</span>
          </Link>
        )}
      </div>
    </article>
  );
}
