// The @manzil/shared of the partner's admin tests, for `jest.mock('@manzil/shared', …)`.
import type * as Shared from '@manzil/shared';

/** The real @manzil/shared with the admin session and the admin panel's lists mocked: a test says what they answer. */
export function sharedWithAdminPanelMocked() {
  return {
    ...jest.requireActual<typeof Shared>('@manzil/shared'),
    getAdminSession: jest.fn(),
    getApplications: jest.fn(),
    getProductReviews: jest.fn(),
    getRevisions: jest.fn(),
    getPromotions: jest.fn(),
    getPromoCodes: jest.fn(),
    getAdminOrders: jest.fn(),
    getStaff: jest.fn(),
  };
}
