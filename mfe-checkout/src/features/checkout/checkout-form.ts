import { z } from 'zod';
import type { CartItem, CheckoutOrderInput, ShippingAddress, UserProfile } from '@manzil/shared';
import { CARD_MESSAGES, cardDetailsSchema, orderAddressInput } from '@manzil/shared/contract';

/** How the shopper pays: cash on delivery, a saved card, or a new card. */
export const PAYMENT_KINDS = ['cash-on-delivery', 'saved-card', 'new-card'] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];

/** The new card as typed: the number grouped by four (the contract's rules apply to its digits). */
const typedCard = cardDetailsSchema.pick({ expiryDate: true, cvv: true }).extend({
  cardNumber: z
    .string()
    .transform((value) => value.replace(/\D/g, ''))
    .pipe(cardDetailsSchema.shape.cardNumber),
});

/** Message id of the refusal of cash on delivery above its cap ({limit} in LE). */
export const COD_UNAVAILABLE = 'checkout.cod.unavailable';

/**
 * The checkout form: the contract's address and phone of POST /api/orders
 * (`orderAddressInput`), the address-book choice, and the payment: cash on delivery (refused
 * when the server's total is above its cap), a saved card, or a new card by the contract's
 * card rules (SPEC §5). Every variant's fields stay in the values; only the chosen one is checked.
 */
export function checkoutSchema(codAvailable: boolean) {
  return orderAddressInput.extend({
    /** The saved address picked (its id), or 'new' when the shopper types one. */
    book: z.object({ choice: z.string(), save: z.boolean() }),
    payment: z.discriminatedUnion('kind', [
      z.object({ kind: z.literal('cash-on-delivery') }).refine(() => codAvailable, { error: COD_UNAVAILABLE, path: ['kind'] }),
      z.object({ kind: z.literal('saved-card'), cardId: z.string().min(1) }),
      z.object({ kind: z.literal('new-card'), newCard: typedCard, saveCard: z.boolean() }),
    ]),
  });
}

export type CheckoutSchema = ReturnType<typeof checkoutSchema>;
export type CheckoutValues = z.input<CheckoutSchema>;
export type CheckoutOutput = z.output<CheckoutSchema>;

/** What the form shows every field as (SPEC's texts via react-intl), per field path. */
export const CHECKOUT_MESSAGES = {
  'shippingAddress.address1': 'checkout.required.address1',
  'shippingAddress.city': 'checkout.required.city',
  'shippingAddress.postalCode': 'checkout.required.postalCode',
  'shippingAddress.country': 'checkout.required.country',
  phoneNumber: { required: 'checkout.required.phone', invalid: 'checkout.invalid.phone' },
  'payment.cardId': 'checkout.required.card',
  'payment.newCard.cardNumber': {
    required: 'checkout.card.numberLength',
    invalid: 'checkout.card.numberLength',
    byMessage: { [CARD_MESSAGES.luhn]: 'checkout.card.luhn' },
  },
  'payment.newCard.expiryDate': 'checkout.card.expiryInvalid',
  'payment.newCard.cvv': 'checkout.card.cvv.error',
};

/**
 * What the form shows first: an Egyptian address, cash on delivery, a new card to be saved.
 * The payment keeps every method's fields (switching methods loses nothing typed).
 */
export const EMPTY_CHECKOUT = {
  shippingAddress: { address1: '', address2: '', city: '', postalCode: '', country: 'Egypt' },
  phoneNumber: '',
  book: { choice: 'new', save: false },
  payment: {
    kind: 'cash-on-delivery',
    cardId: '',
    newCard: { cardNumber: '', expiryDate: '', cvv: '' },
    saveCard: true,
  },
} satisfies Omit<CheckoutValues, 'payment'> & {
  payment: { kind: PaymentKind; cardId: string; newCard: z.input<typeof typedCard>; saveCard: boolean };
};

/** The address fields of a saved address (picked from the book), on top of `country` as it is. */
export function addressFields(address: ShippingAddress, country: string): CheckoutValues['shippingAddress'] {
  return {
    address1: address.address1 ?? '',
    address2: address.address2 ?? '',
    city: address.city ?? '',
    postalCode: address.postalCode ?? '',
    country: address.country || country,
  };
}

/** The saved address the form starts from: the default, else the first. */
export const defaultAddress = (profile: UserProfile | undefined): ShippingAddress | undefined =>
  profile?.shipmentAddress.find((a) => a.isDefault) ?? profile?.shipmentAddress[0];

/** The form prefilled from the shopper's profile: the default (else first) saved address, chosen, and the phone. */
export function valuesFromProfile(profile: UserProfile): CheckoutValues {
  const address = defaultAddress(profile);
  const country = EMPTY_CHECKOUT.shippingAddress.country;
  return {
    ...EMPTY_CHECKOUT,
    shippingAddress: address ? addressFields(address, country) : EMPTY_CHECKOUT.shippingAddress,
    phoneNumber: profile.phoneNumber ?? '',
    book: { choice: address?._id ?? 'new', save: false },
  };
}

/** The POST /api/orders body: product ids and quantities only (the server prices every line). */
export function toOrderInput(
  values: CheckoutOutput,
  items: Pick<CartItem, 'productId' | 'quantity'>[],
  promoCode: string | null,
): CheckoutOrderInput {
  const { address2, ...address } = values.shippingAddress;
  const { payment } = values;
  return {
    items: items.map(({ productId, quantity }) => ({ productId, quantity })),
    shippingAddress: { ...address, ...(address2 ? { address2 } : {}) },
    phoneNumber: values.phoneNumber,
    ...(payment.kind === 'saved-card'
      ? { paymentMethod: 'card', cardId: payment.cardId }
      : payment.kind === 'new-card'
        ? { paymentMethod: 'card', newCard: payment.newCard, saveCard: payment.saveCard }
        : { paymentMethod: 'cash-on-delivery' }),
    ...(promoCode ? { promoCode } : {}),
  };
}
