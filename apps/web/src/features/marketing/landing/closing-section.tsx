import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import { paths } from '@/lib/paths';
import { TAGLINE } from './landing-content';

export function ClosingSection() {
  return (
    <section
      aria-labelledby="closing-title"
      className="bg-gradient-to-b from-nyanza to-tea-green px-4 py-20 text-center sm:px-6"
    >
      <div data-reveal className="mx-auto max-w-2xl">
        <h2 id="closing-title" className="text-3xl font-bold tracking-tight text-midnight-green sm:text-4xl">
          Ready to lend your voice?
        </h2>
        <p className="mt-4 text-lg text-slate-800">
          {TAGLINE} starts with one recording. It takes about two minutes. Pick a language, read a passage,
          and watch your tokens grow.
        </p>
        <Link to={paths.qrRecording} className={buttonVariants({ size: 'lg', className: 'mt-8' })}>
          Get Started Now
        </Link>
      </div>
    </section>
  );
}
