import { useT } from '@/i18n/use-t';
import { DIVIDE_STATS } from './landing-content';

export function DivideSection() {
  const t = useT('marketing');
  return (
    <section
      aria-labelledby="divide-title"
      className="landing-later bg-midnight-green px-4 py-20 text-white sm:px-6 lg:px-8"
    >
      <div className="mx-auto mb-10 max-w-2xl text-center">
        <p className="text-sm font-semibold tracking-wide text-tea-green uppercase">
          {t('landing.divide.eyebrow')}
        </p>
        <h2 id="divide-title" className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">
          {t('landing.divide.title')}
        </h2>
        <p className="mt-4 text-lg text-white/90">{t('landing.divide.body')}</p>
      </div>
      <dl className="mx-auto grid max-w-5xl gap-6 sm:grid-cols-3">
        {DIVIDE_STATS.map((stat) => (
          <div
            key={stat.label}
            data-reveal
            className="flex flex-col rounded-2xl bg-white/10 p-6 text-center ring-1 ring-white/20"
          >
            <dt className="text-white/90">{t(stat.label)}</dt>
            <dd className="order-first text-4xl font-extrabold text-light-yellow">{stat.value}</dd>
          </div>
        ))}
      </dl>
      <p className="mx-auto mt-6 max-w-5xl text-center text-sm text-white/80">{t('landing.divide.source')}</p>
    </section>
  );
}
