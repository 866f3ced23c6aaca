import type { PlaceOrderInput, ShippingAddress, UserProfile } from '@manzil/shared';

/** The values of the checkout form, as typed. */
export interface CheckoutValues {
  address1: string;
  address2: string;
  city: string;
  postalCode: string;
  country: string;
  phone: string;
  paymentMethod: PlaceOrderInput['paymentMethod'];
  cardId: string;
}

export type CheckoutField = keyof CheckoutValues;

/** What the form shows first: an Egyptian address, cash on delivery. */
export const EMPTY_CHECKOUT: CheckoutValues = {
  address1: '',
  address2: '',
  city: '',
  postalCode: '',
  country: 'Egypt',
  phone: '',
  paymentMethod: 'cash-on-delivery',
  cardId: '',
};

/** The form prefilled from the shopper's profile: the default (else first) saved address and phone. */
export function valuesFromProfile(profile: UserProfile, current: CheckoutValues): CheckoutValues {
  const addresses: ShippingAddress[] = profile.shipmentAddress ?? [];
  const address = addresses.find((a) => a.isDefault) ?? addresses[0];
  return {
    ...current,
    ...(address
      ? {
          address1: address.address1 ?? '',
          address2: address.address2 ?? '',
          city: address.city ?? '',
          postalCode: address.postalCode ?? '',
          country: address.country || current.country,
        }
      : {}),
    phone: profile.phoneNumber ?? current.phone,
  };
}

/** The form with a saved address's fields (picked from the address book). */
export function pickAddress(current: CheckoutValues, address: ShippingAddress): CheckoutValues {
  return {
    ...current,
    address1: address.address1,
    address2: address.address2 ?? '',
    city: address.city,
    postalCode: address.postalCode,
    country: address.country || current.country,
  };
}

/** 8 to 15 digits once spaces, dashes, brackets and a leading + are set aside (Egyptian mobiles are 11). */
export function isPhoneNumber(value: string): boolean {
  const compact = value.replace(/[\s\-().]/g, '').replace(/^\+/, '');
  return /^\d{8,15}$/.test(compact);
}

/** Checks the form; returns a message id per invalid field (empty when valid). */
export function validateCheckout(values: CheckoutValues): Partial<Record<CheckoutField, string>> {
  const errors: Partial<Record<CheckoutField, string>> = {};
  if (!values.address1.trim()) errors.address1 = 'checkout.required.address1';
  if (!values.city.trim()) errors.city = 'checkout.required.city';
  if (!values.postalCode.trim()) errors.postalCode = 'checkout.required.postalCode';
  if (!values.country.trim()) errors.country = 'checkout.required.country';
  if (!values.phone.trim()) errors.phone = 'checkout.required.phone';
  else if (!isPhoneNumber(values.phone)) errors.phone = 'checkout.invalid.phone';
  if (values.paymentMethod === 'card' && !values.cardId) errors.cardId = 'checkout.required.card';
  return errors;
}

/** The placeOrder body: product ids and quantities only (the server prices every line). */
export function toPlaceOrderInput(values: CheckoutValues, items: { productId: string; quantity: number }[]): PlaceOrderInput {
  const address2 = values.address2.trim();
  return {
    items: items.map(({ productId, quantity }) => ({ productId, quantity })),
    shippingAddress: {
      address1: values.address1.trim(),
      ...(address2 ? { address2 } : {}),
      city: values.city.trim(),
      postalCode: values.postalCode.trim(),
      country: values.country.trim(),
    },
    paymentMethod: values.paymentMethod,
    ...(values.paymentMethod === 'card' ? { cardId: values.cardId } : {}),
    phoneNumber: values.phone.trim(),
  };
}
