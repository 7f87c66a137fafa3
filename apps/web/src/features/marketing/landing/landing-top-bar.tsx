import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import { paths } from '@/lib/paths';

// The landing page has no navigation bar (SPEC §2), so the brand and sign-in live in its own top row.
// The static copy of this page (prerender-landing.tsx) swaps Sign In for Dashboard when a session exists,
// through the data-session-link attribute (landing-enhance.ts).
export function LandingTopBar() {
  return (
    <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-4 sm:px-6 lg:px-8">
      <Link to={paths.about} className="rounded-sm text-lg font-bold text-midnight-green">
        Dhvani Shilp
      </Link>
      <nav aria-label="Landing" className="flex items-center gap-2">
        <Link to={paths.products} className={buttonVariants({ variant: 'ghost', size: 'sm' })}>
          Our Products
        </Link>
        <Link
          to={paths.signIn}
          data-session-link={paths.dashboard}
          className={buttonVariants({ variant: 'outline', size: 'sm' })}
        >
          Sign In
        </Link>
      </nav>
      <div aria-hidden="true" className="scroll-progress fixed inset-x-0 top-0 z-50 h-1 bg-midnight-green" />
    </div>
  );
}
