// The @manzil/shared of the account's tests, for `jest.mock('@manzil/shared', …)`.
import type * as Shared from '@manzil/shared';

/**
 * The real @manzil/shared with the profile fetched through a mocked `getUser`: the profile query
 * keeps its own key (the cache the checkout shares), a test says what GET /api/getUser answers.
 */
export function sharedWithMockedProfile() {
  const actual = jest.requireActual<typeof Shared>('@manzil/shared');
  const getUser = jest.fn();
  return {
    ...actual,
    getUser,
    getProfileQueryOptions: () => ({ ...actual.getProfileQueryOptions(), queryFn: () => getUser() }),
  };
}
