import { QueryClient } from '@tanstack/react-query';
import { readAccessToken, readStoredUser } from './session-storage';

/**
 * The web app's one cache of server data (docs/decisions/0023-data-loading.md). Hooks pass it to useQuery
 * themselves rather than through a provider at the root, so pages that load no data (sign-in, the public
 * pages) do not download TanStack Query at all.
 *
 * No automatic retries: SPEC §4's pages show their error with Try Again, and the person decides. No
 * refetch on window focus: a table that reorders itself while someone reads it is worse than slightly old
 * figures, and every page reloads what it changed.
 */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
});

/** Whose data the cache holds: the signed-in user's id, or null when nobody is signed in. */
const ownerOfSession = () => (readAccessToken() ? (readStoredUser()?._id ?? '') : null);
let owner = ownerOfSession();

// A person who signs out, or another who signs in on the same device, never sees the previous one's
// figures, not even for the moment before a page refetches. A token refresh keeps the same owner.
// An id not known yet ('') is the same person whose stored user gains its id; nothing is cached for nobody
// (every query needs a session), so a sign-in after nobody clears nothing.
// (Not when the build prerenders pages in Node, where there is no window and no session.)
globalThis.window?.addEventListener('storage', () => {
  const now = ownerOfSession();
  const samePerson = owner === null || now === owner || (now !== null && (now === '' || owner === ''));
  owner = now;
  if (!samePerson) queryClient.clear();
});
