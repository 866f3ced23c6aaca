// The @manzil/shared of the partner's admin tests, for `jest.mock('@manzil/shared', …)` and
// `jest.mock('@manzil/shared/admin', …)`.
import type * as Shared from '@manzil/shared';
import type * as SharedAdmin from '@manzil/shared/admin';

/** The real @manzil/shared with the admin session mocked: a test says what it answers. */
export function sharedWithAdminPanelMocked() {
  return {
    ...jest.requireActual<typeof Shared>('@manzil/shared'),
    getAdminSession: jest.fn(),
  };
}

/** The real @manzil/shared/admin with the admin panel's lists mocked: a test says what they answer. */
export function adminWithPanelMocked() {
  return {
    ...jest.requireActual<typeof SharedAdmin>('@manzil/shared/admin'),
    getApplications: jest.fn(),
    getProductReviews: jest.fn(),
    getRevisions: jest.fn(),
    getPromotions: jest.fn(),
    getPromoCodes: jest.fn(),
    getAdminOrders: jest.fn(),
    getStaff: jest.fn(),
  };
}
