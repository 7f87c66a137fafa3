import type { UseQueryResult } from '@tanstack/react-query';

/** SPEC §4's three states of a page's data: loading, error (with a message and Try Again), loaded. */
export type Loadable<T> =
  { state: 'loading' } | { state: 'error'; message: string } | { state: 'loaded'; data: T };

/**
 * A query as SPEC §4's states. Data already on screen stays while it is fetched again (a reload after a
 * delete, the next page); Try Again after an error shows loading until the new answer.
 */
export function loadableOf<T>(query: UseQueryResult<T>, errorText: (error: unknown) => string): Loadable<T> {
  if (query.isError && !query.isFetching) return { state: 'error', message: errorText(query.error) };
  if (query.data !== undefined && !query.isError) return { state: 'loaded', data: query.data };
  return { state: 'loading' };
}
