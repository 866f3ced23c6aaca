import { useQuery } from '@manzil/shared/query';
import { getProfileQueryOptions } from '@manzil/shared';

/**
 * The signed-in shopper's profile: `data` once loaded, `error` (an ApiError) when it failed. Its
 * query options live in @manzil/shared, so the checkout's prefill and the account's tabs read the
 * same cached answer (one GET /api/getUser per page load).
 */
export const useProfile = () => useQuery(getProfileQueryOptions());
