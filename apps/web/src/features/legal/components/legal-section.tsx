import type { ReactNode } from 'react';
import type { MessageKey } from '@/i18n/catalogs';
import { useT } from '@/i18n/use-t';

type LegalKey = MessageKey<'legal'>;

/** `<place>` in a notice line names where in the product a right is used. */
const place = (chunks: ReactNode) => <strong className="font-semibold text-midnight-green">{chunks}</strong>;

/** One titled part of the notice or the terms: a heading, then its lines as a list (or one paragraph). */
export function LegalSection({
  id,
  title,
  lines,
  children,
}: {
  id: string;
  title: LegalKey;
  lines: LegalKey[];
  children?: ReactNode;
}) {
  const t = useT('legal');
  return (
    <section aria-labelledby={`legal-${id}`} id={id} className="mt-8 scroll-mt-24">
      <h2 id={`legal-${id}`} className="text-xl font-semibold text-midnight-green">
        {t(title)}
      </h2>
      {lines.length === 1 ? (
        <p className="mt-2 text-ink">{t.rich(lines[0]!, { place })}</p>
      ) : (
        <ul className="mt-2 list-disc space-y-2 pl-5 text-ink">
          {lines.map((key) => (
            <li key={key}>{t.rich(key, { place })}</li>
          ))}
        </ul>
      )}
      {children}
    </section>
  );
}
