import { queryOptions, useQuery } from '@tanstack/react-query';
import { getUser, queryKeys } from '@manzil/shared';

/** GET /api/getUser (credentials, SPEC §7) as a query under the account keys (a session change drops it). */
export const getProfileQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.profile(), queryFn: getUser, meta: { errorMessage: 'Failed to fetch user data' } });

/** The signed-in shopper's profile: `data` once loaded, `error` (an ApiError) when it failed. */
export const useProfile = () => useQuery(getProfileQueryOptions());
