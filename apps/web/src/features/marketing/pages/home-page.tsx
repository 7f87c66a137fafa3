import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { paths } from '@/lib/paths';

// The landing page (SPEC §2). It has no navigation bar, so the brand and sign-in live in its own top row.
export function HomePage() {
  useDocumentTitle();
  return (
    <div className="bg-gradient-to-b from-nyanza via-light-yellow to-white">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-4 sm:px-6 lg:px-8">
        <Link to={paths.about} className="text-lg font-bold text-midnight-green">
          Dhvani Shilp
        </Link>
        <Link to={paths.signIn} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
          Sign In
        </Link>
      </div>
      <section
        aria-labelledby="hero-title"
        className="mx-auto flex max-w-4xl flex-col items-center px-4 pt-16 pb-24 text-center sm:px-6 sm:pt-24"
      >
        <p className="text-sm font-semibold tracking-wide text-midnight-green uppercase">
          Democratizing Voice-Tech in India
        </p>
        <h1
          id="hero-title"
          className="mt-4 text-4xl font-extrabold tracking-tight text-midnight-green sm:text-6xl"
        >
          Your Voice Shapes AI
        </h1>
        <p className="mt-6 max-w-2xl text-lg text-slate-700">
          Record a few sentences in your language, help voice technology understand every Indian accent and
          dialect, and earn reward tokens for each contribution.
        </p>
        <div className="mt-10 flex w-full flex-col justify-center gap-3 sm:w-auto sm:flex-row">
          <Link to={paths.qrRecording} className={buttonVariants({ size: 'lg' })}>
            Start Contributing
          </Link>
          <Link to={paths.qr} className={buttonVariants({ variant: 'outline', size: 'lg' })}>
            Explore the Platform
          </Link>
        </div>
      </section>
    </div>
  );
}
