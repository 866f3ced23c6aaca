import { queryOptions, useQuery } from '@tanstack/react-query';
import { getUser, queryKeys } from '@manzil/shared';

/**
 * GET /api/getUser (credentials, SPEC §7) as a query under the account keys (a session change
 * drops it): the checkout starts from the saved default address and phone. A failure leaves
 * the form blank — the shopper can still type the address — and is only logged.
 */
export const getProfileQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.profile(), queryFn: getUser, meta: { errorMessage: 'Failed to load the profile' } });

/** The signed-in shopper's profile (`data` once loaded). */
export const useProfile = () => useQuery(getProfileQueryOptions());
