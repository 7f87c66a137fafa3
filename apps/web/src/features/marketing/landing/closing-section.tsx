import { buttonVariants } from '@/components/ui/button';
import { Link } from '@/i18n/localized-link';
import { useT } from '@/i18n/use-t';
import { paths } from '@/lib/paths';

export function ClosingSection() {
  const t = useT('marketing');
  const common = useT('common');
  return (
    <section
      aria-labelledby="closing-title"
      className="landing-later bg-gradient-to-b from-nyanza to-tea-green px-4 py-20 text-center sm:px-6"
    >
      <div data-reveal className="mx-auto max-w-2xl">
        <h2 id="closing-title" className="text-3xl font-bold tracking-tight text-midnight-green sm:text-4xl">
          {t('landing.closing.title')}
        </h2>
        <p className="mt-4 text-lg text-ink">
          {t('landing.closing.body', { tagline: common('site.tagline') })}
        </p>
        <Link to={paths.qrRecording} className={buttonVariants({ size: 'lg', className: 'mt-8' })}>
          {t('landing.closing.cta')}
        </Link>
      </div>
    </section>
  );
}
