import { Coins, LogOut, UserRound } from 'lucide-react';
import { useState } from 'react';
import { Button, buttonVariants } from '@/components/ui/button';
import { useSession } from '@/hooks/use-session';
import { Link, NavLink } from '@/i18n/localized-link';
import { useT } from '@/i18n/use-t';
import { cn } from '@/lib/cn';
import { paths } from '@/lib/paths';

// The account part of the navigation bar (SPEC §2). Signed out: Sign In and Get Started. Signed in:
// Dashboard, Listen (issue 21), Admin (admins only), the token balance and the user's name leading to /profile. While the
// user is unknown (loading, or the fetch failed) it shows SPEC §4's fallback: 'User', 0 tokens, role user.

function useAccount() {
  const { status, user } = useSession();
  const t = useT('common');
  return {
    signedIn: status !== 'signed-out',
    name: user?.name?.trim() || t('nav.userFallback'),
    tokens: typeof user?.rewardTokens === 'number' ? user.rewardTokens : 0,
    isAdmin: (user?.role ?? 'user') === 'admin',
  };
}

const navLinkClass =
  'rounded-md px-2 py-1 text-sm font-medium text-ink hover:text-midnight-green aria-[current=page]:text-midnight-green aria-[current=page]:underline aria-[current=page]:underline-offset-4';

function TokenBalance({ tokens }: { tokens: number }) {
  const t = useT('common');
  return (
    <span
      className="inline-flex items-center gap-1 rounded-full bg-light-yellow px-3 py-1 text-sm font-semibold text-midnight-green ring-1 ring-cadet-gray/50"
      title={t('nav.tokensTitle')}
    >
      <Coins aria-hidden="true" className="size-4" />
      {tokens}
      <span className="sr-only"> {t('nav.tokensUnit', { count: tokens })}</span>
    </span>
  );
}

export function NavAccountDesktop() {
  const { signedIn, name, tokens, isAdmin } = useAccount();
  const t = useT('common');
  if (!signedIn) {
    return (
      // On a prerendered page a signed-in visitor would see these until the app takes over; the page's
      // boot script marks <html> data-session-pending then (app/prerendered-boot.ts).
      <div className="hidden items-center gap-2 md:flex [[data-session-pending]_&]:invisible">
        <Link to={paths.signIn} className={buttonVariants({ variant: 'ghost', size: 'sm' })}>
          {t('nav.signIn')}
        </Link>
        <Link to={paths.signUp} className={buttonVariants({ size: 'sm' })}>
          {t('nav.getStarted')}
        </Link>
      </div>
    );
  }
  return (
    <div className="hidden items-center gap-3 md:flex">
      <NavLink to={paths.dashboard} className={navLinkClass}>
        {t('nav.dashboard')}
      </NavLink>
      <NavLink to={paths.validate} className={navLinkClass}>
        {t('nav.listen')}
      </NavLink>
      <NavLink to={paths.sentences} className={navLinkClass}>
        {t('nav.sentences')}
      </NavLink>
      {isAdmin ? (
        <NavLink to={paths.admin} className={navLinkClass}>
          {t('nav.admin')}
        </NavLink>
      ) : null}
      <TokenBalance tokens={tokens} />
      <Link to={paths.profile} className={cn(buttonVariants({ variant: 'outline', size: 'sm' }), 'max-w-40')}>
        <UserRound aria-hidden="true" />
        <span className="truncate">{name}</span>
      </Link>
    </div>
  );
}

export function NavAccountMobile() {
  const { signedIn, name, tokens, isAdmin } = useAccount();
  const [leaving, setLeaving] = useState(false);
  const t = useT('common');

  if (!signedIn) {
    return (
      <li className="mt-2 flex flex-col gap-2 sm:flex-row">
        <Link to={paths.signIn} className={buttonVariants({ variant: 'outline' })}>
          {t('nav.signIn')}
        </Link>
        <Link to={paths.signUp} className={buttonVariants()}>
          {t('nav.getStarted')}
        </Link>
      </li>
    );
  }

  const logout = async () => {
    setLeaving(true);
    // Loaded on demand: the HTTP client stays out of the landing page's bundle.
    const { signOut } = await import('@/lib/session-actions');
    await signOut();
    setLeaving(false);
  };

  const itemClass = cn(navLinkClass, 'block px-3 py-2 text-base');
  return (
    <>
      <li>
        <NavLink to={paths.dashboard} className={itemClass}>
          {t('nav.dashboard')}
        </NavLink>
      </li>
      <li>
        <NavLink to={paths.validate} className={itemClass}>
          {t('nav.listen')}
        </NavLink>
      </li>
      <li>
        <NavLink to={paths.sentences} className={itemClass}>
          {t('nav.sentences')}
        </NavLink>
      </li>
      {isAdmin ? (
        <li>
          <NavLink to={paths.admin} className={itemClass}>
            {t('nav.adminDashboard')}
          </NavLink>
        </li>
      ) : null}
      <li className="mt-2 flex flex-wrap items-center gap-2 px-3">
        <TokenBalance tokens={tokens} />
        <Link
          to={paths.profile}
          className={cn(buttonVariants({ variant: 'outline', size: 'sm' }), 'max-w-56')}
        >
          <UserRound aria-hidden="true" />
          <span className="truncate">{name}</span>
        </Link>
      </li>
      <li className="mt-2">
        <Button variant="destructive" className="w-full" onClick={logout} disabled={leaving}>
          <LogOut aria-hidden="true" />
          {t('nav.logout')}
        </Button>
      </li>
    </>
  );
}
