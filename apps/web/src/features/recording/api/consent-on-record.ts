// Step 2 for someone who agreed before (issue 32): the consent on record, so the boxes start ticked with the
// day they agreed, and Next does not record the same consent again.
import { consentStateSchema, type ConsentState } from '@dhvani/contract/consents';
import { useQuery } from '@tanstack/react-query';
import { getData } from '@/lib/api-replies';
import { queryClient } from '@/lib/query-client';

/** The consent in force when it is for the current notice and not withdrawn; null otherwise or unknown yet. */
export function useConsentOnRecord(): ConsentState | null {
  const query = useQuery(
    {
      queryKey: ['recording', 'consent'],
      queryFn: ({ signal }) => getData('/users/consents', consentStateSchema, { signal }),
    },
    queryClient,
  );
  return query.data?.active ? query.data : null;
}

/** After step 2 records a consent, the next visit to it must see that one. */
export const forgetConsentOnRecord = () => queryClient.removeQueries({ queryKey: ['recording', 'consent'] });
