import { Camera, Mic, QrCode } from 'lucide-react';
import { useT } from '@/i18n/use-t';
import { cardVariants } from '@/components/ui/card';

const STEPS = [
  { icon: QrCode, name: 'find' },
  { icon: Camera, name: 'scan' },
  { icon: Mic, name: 'record' },
] as const;

export function ScanHowTo() {
  const t = useT('qr');
  return (
    <section aria-labelledby="how-to-title">
      <h2 id="how-to-title" className="text-xl font-bold text-midnight-green">
        {t('howTo.heading')}
      </h2>
      <ol className="mt-4 grid gap-4 sm:grid-cols-3">
        {STEPS.map(({ icon: Icon, name }, index) => (
          <li key={name} className={cardVariants({ padding: 'sm' })}>
            <Icon aria-hidden="true" className="size-6 text-midnight-green" />
            <p className="mt-2 font-semibold text-ink">
              {t('howTo.step', { number: index + 1, title: t(`howTo.${name}.title`) })}
            </p>
            <p className="mt-1 text-sm text-ink-muted">{t(`howTo.${name}.body`)}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
