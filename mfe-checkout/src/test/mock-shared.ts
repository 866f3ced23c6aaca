// The @manzil/shared of the checkout's page tests, for `jest.mock('@manzil/shared', …)`.
import type * as Shared from '@manzil/shared';

/**
 * The real @manzil/shared with its API client silenced (`request` answers []) and the profile
 * fetched through a mocked `getUser`: the profile query keeps its own key and log line (the cache
 * the account remote shares), a test says what GET /api/getUser answers.
 */
export function sharedWithMockedProfile() {
  const actual = jest.requireActual<typeof Shared>('@manzil/shared');
  const getUser = jest.fn();
  return {
    ...actual,
    getUser,
    getProfileQueryOptions: () => ({ ...actual.getProfileQueryOptions(), queryFn: () => getUser() }),
    request: jest.fn().mockResolvedValue([]),
  };
}

/** As `sharedWithMockedProfile`, with the checkout page's calls (`placeOrder`, `quoteCheckout`, `useSavedCards`) mocked. */
export function sharedForCheckoutPage() {
  return {
    ...sharedWithMockedProfile(),
    placeOrder: jest.fn(),
    quoteCheckout: jest.fn(),
    useSavedCards: jest.fn(),
  };
}
