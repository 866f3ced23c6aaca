// Fixtures of the checkout's tests (the shopper and the placed order come from @manzil/shared/testing).
import type { CheckoutOrder, CheckoutQuote } from '@manzil/shared';
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

/**
 * The server's quote for a cart of `total` pounds (one Nile sofa, 12,500, unless told): no
 * discount, free shipping, no promo code, cash on delivery allowed up to 25,000; `overrides` on top.
 */
export function checkoutQuote(total = 12500, overrides: Partial<CheckoutQuote> = {}): CheckoutQuote {
  return {
    subtotal: total,
    discount: 0,
    shippingFee: 0,
    total,
    promoCode: null,
    cashOnDeliveryLimit: 25000,
    cashOnDeliveryAvailable: true,
    ...overrides,
  };
}
