import { useQuery } from '@tanstack/react-query';
import { getProfileQueryOptions } from '@manzil/shared';

// The profile's query options live in @manzil/shared, so the checkout's prefill and the account's
// tabs read the same cached answer (one GET /api/getUser per page load).
export { getProfileQueryOptions };

/** The signed-in shopper's profile: `data` once loaded, `error` (an ApiError) when it failed. */
export const useProfile = () => useQuery(getProfileQueryOptions());
