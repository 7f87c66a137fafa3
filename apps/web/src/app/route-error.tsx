import { isRouteErrorResponse, useRouteError } from 'react-router';

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error) return error.message;
  return typeof error === 'string' ? error : 'Unknown error';
}

// The router's fallback (SPEC §8). It replaces the whole layout, so it brings its own landmark.
export function RouteError() {
  const error = useRouteError();
  return (
    <main className="mx-auto flex min-h-dvh max-w-2xl flex-col justify-center gap-4 px-4 py-12">
      <h1 className="text-3xl font-bold text-midnight-green">Unexpected Application Error!</h1>
      <p className="rounded-md bg-light-yellow px-4 py-3 font-mono text-sm break-words text-slate-900">
        {describe(error)}
      </p>
      {/* A full page load, not a client-side link: it also recovers from a stale or broken bundle. */}
      <a href="/" className="font-medium text-midnight-green underline underline-offset-4">
        Back to home
      </a>
    </main>
  );
}
