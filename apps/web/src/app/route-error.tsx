import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useLocalizedPath } from '@/i18n/localized-link';
import { useT } from '@/i18n/use-t';

function describe(error: unknown, unknown: string): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error) return error.message;
  return typeof error === 'string' ? error : unknown;
}

// The router's fallback (SPEC §8). It replaces the whole layout, so it brings its own landmark.
export function RouteError() {
  const error = useRouteError();
  const t = useT('common');
  const home = useLocalizedPath()('/');
  // The error may have struck before the messages arrived: then SPEC §8's English words stand.
  const say = (key: 'routeError.heading' | 'routeError.unknown' | 'notFound.home', english: string) =>
    t.has(key) ? t(key) : english;
  return (
    <main className="mx-auto flex min-h-dvh max-w-2xl flex-col justify-center gap-4 px-4 py-12">
      <h1 className="text-3xl font-bold text-midnight-green">
        {say('routeError.heading', 'Unexpected Application Error!')}
      </h1>
      <p className="rounded-md bg-light-yellow px-4 py-3 font-mono text-sm break-words text-ink">
        {describe(error, say('routeError.unknown', 'Unknown error'))}
      </p>
      {/* A full page load, not a client-side link: it also recovers from a stale or broken bundle. */}
      <a href={home} className="font-medium text-midnight-green underline underline-offset-4">
        {say('notFound.home', 'Back to home')}
      </a>
    </main>
  );
}
