// The signed-in shopper's profile as one query, shared by every remote that shows or uses it
// (the account's tabs, the checkout's address book and prefill): one key, one request, one answer.
import { queryOptions } from '@manzil/shared/query';
import { queryKeys } from '../query/query-keys';
import { getUser } from './account';

/**
 * GET /api/getUser (credentials, SPEC §7) as a query (the profile: names, phone, saved
 * addresses; SPEC §3 "User profile"): key `['account', 'profile']` (a session
 * change drops it with the other account keys). A failure (ApiError, 401 without a session) logs
 * 'Failed to fetch user data' and shows nothing by itself.
 */
export const getProfileQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.profile(), queryFn: getUser, meta: { errorMessage: 'Failed to fetch user data' } });
