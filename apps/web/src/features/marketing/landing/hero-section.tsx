import { ArrowRight, Mic } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button';
import { VoiceWave } from '@/components/ui/illustrations';
import { Link } from '@/i18n/localized-link';
import { useT } from '@/i18n/use-t';
import { paths } from '@/lib/paths';
import { CLAIMS } from './landing-content';

// The first screen. Nothing here animates in: it is the largest paint and must show at once (DESIGN §5).
export function HeroSection() {
  const t = useT('marketing');
  const common = useT('common');
  return (
    <section
      aria-labelledby="hero-title"
      className="mx-auto flex max-w-4xl flex-col items-center px-4 pt-12 pb-20 text-center sm:px-6 sm:pt-20"
    >
      <p className="rounded-full bg-white/70 px-4 py-1 text-sm font-semibold text-midnight-green ring-1 ring-midnight-green/15">
        {common('site.tagline')}
      </p>
      <VoiceWave className="mt-8 h-12 w-auto sm:h-16" />
      <h1
        id="hero-title"
        className="mt-4 text-4xl font-extrabold tracking-tight text-midnight-green sm:text-6xl"
      >
        {t('landing.hero.title')}
      </h1>
      <p className="mt-6 max-w-2xl text-lg text-ink-muted">{t('landing.hero.body')}</p>
      <div className="mt-10 flex w-full flex-col justify-center gap-3 sm:w-auto sm:flex-row">
        <Link to={paths.qrRecording} className={buttonVariants({ size: 'lg' })}>
          <Mic aria-hidden="true" />
          {t('landing.hero.start')}
        </Link>
        <Link to={paths.qr} className={buttonVariants({ variant: 'outline', size: 'lg' })}>
          {t('landing.hero.explore')}
          <ArrowRight aria-hidden="true" />
        </Link>
      </div>
      <dl className="mt-14 grid w-full max-w-2xl grid-cols-1 gap-4 sm:grid-cols-3">
        {CLAIMS.map((claim) => (
          <div
            key={claim.label}
            className="flex flex-col rounded-xl bg-white/80 px-4 py-5 shadow-sm ring-1 ring-midnight-green/10"
          >
            <dt className="text-sm text-ink-muted">{t(claim.label)}</dt>
            <dd className="order-first text-3xl font-bold text-midnight-green">{claim.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
