import { z } from 'zod';
import type { PlaceOrderInput, UserProfile } from '@manzil/shared';
import { placeOrderBody, shippingAddressInput } from '@manzil/shared/contract';

/**
 * The checkout form, declared by the contract: the order body without its lines (the cart gives
 * those), an address of the one shape (line 1, line 2, city, postal code, country), the phone
 * rule of the server (8 to 15 digits), and a saved card required when paying by card.
 */
export const checkoutForm = placeOrderBody
  .omit({ items: true, shippingAddress: true, cardId: true })
  .extend({
    shippingAddress: shippingAddressInput.pick({ address1: true, address2: true, city: true, postalCode: true, country: true }),
    cardId: z.string(),
  })
  .superRefine((values, context) => {
    if (values.paymentMethod === 'card' && !values.cardId) {
      context.addIssue({ code: 'custom', path: ['cardId'], message: 'checkout.required.card' });
    }
  });

export type CheckoutValues = z.input<typeof checkoutForm>;

/** The message ids of the form's fields: empty, else any other failure. */
export const CHECKOUT_MESSAGES = {
  'shippingAddress.address1': 'checkout.required.address1',
  'shippingAddress.city': 'checkout.required.city',
  'shippingAddress.postalCode': 'checkout.required.postalCode',
  'shippingAddress.country': 'checkout.required.country',
  phoneNumber: { required: 'checkout.required.phone', invalid: 'checkout.invalid.phone' },
  cardId: 'checkout.required.card',
};

/** What the form shows first: an Egyptian address, cash on delivery. */
export const EMPTY_CHECKOUT: CheckoutValues = {
  shippingAddress: { address1: '', address2: '', city: '', postalCode: '', country: 'Egypt' },
  phoneNumber: '',
  paymentMethod: 'cash-on-delivery',
  cardId: '',
};

/** The form prefilled from the shopper's profile: the default (else first) saved address and phone. */
export function valuesFromProfile(profile: UserProfile, current: CheckoutValues = EMPTY_CHECKOUT): CheckoutValues {
  const addresses = profile.shipmentAddress ?? [];
  const address = addresses.find((a) => a.isDefault) ?? addresses[0];
  return {
    ...current,
    shippingAddress: address
      ? {
          address1: address.address1 ?? '',
          address2: address.address2 ?? '',
          city: address.city ?? '',
          postalCode: address.postalCode ?? '',
          country: address.country || current.shippingAddress.country,
        }
      : current.shippingAddress,
    phoneNumber: profile.phoneNumber ?? current.phoneNumber,
  };
}

/** The placeOrder body: product ids and quantities only (the server prices every line), the card only when paying by card. */
export function toPlaceOrderInput(
  { cardId, ...values }: z.output<typeof checkoutForm>,
  items: { productId: string; quantity: number }[],
): PlaceOrderInput {
  const { address2, ...address } = values.shippingAddress;
  return {
    items: items.map(({ productId, quantity }) => ({ productId, quantity })),
    shippingAddress: { ...address, ...(address2 ? { address2 } : {}) },
    paymentMethod: values.paymentMethod,
    ...(values.paymentMethod === 'card' ? { cardId } : {}),
    phoneNumber: values.phoneNumber,
  };
}
