// Fixtures of the checkout's tests (the shopper and the placed order come from @manzil/shared/testing).
import type { CheckoutOrder } from '@manzil/shared';
import { placedOrder } from '@manzil/shared/testing';

/**
 * Order MZ-20261121-0042 as the checkout places it: two Nile sofas to 12 Mohamed Mazhar St, cash on
 * delivery, no discount, nothing to pay online; `overrides` on top.
 */
export function checkoutOrder(overrides: Partial<CheckoutOrder> = {}): CheckoutOrder {
  return {
    ...placedOrder,
    status: 'placed',
    shippingAddress: { address1: '12 Mohamed Mazhar St', city: 'Cairo', postalCode: '11211', country: 'Egypt' },
    discount: 0,
    promoCode: null,
    paymentStatus: 'not-required',
    ...overrides,
  };
}
