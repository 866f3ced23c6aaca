import { EMPTY_CHECKOUT, isPhoneNumber, toPlaceOrderInput, validateCheckout } from './checkout-form';

describe('checkout form rules', () => {
  it('accepts Egyptian mobiles and international numbers, refuses the rest', () => {
    expect(isPhoneNumber('01012345678')).toBe(true);
    expect(isPhoneNumber('+20 10 1234 5678')).toBe(true);
    expect(isPhoneNumber('(02) 2735-0000')).toBe(true);
    expect(isPhoneNumber('12345')).toBe(false);
    expect(isPhoneNumber('call me')).toBe(false);
  });

  it('requires a saved card when paying by card', () => {
    const values = { ...EMPTY_CHECKOUT, address1: 'a', city: 'b', postalCode: 'c', phone: '01012345678', paymentMethod: 'card' as const };
    expect(validateCheckout(values)).toEqual({ cardId: 'checkout.required.card' });
    expect(validateCheckout({ ...values, cardId: 'c1' })).toEqual({});
  });

  it('sends trimmed fields, no empty line 2, and the card only when paying by card', () => {
    const body = toPlaceOrderInput(
      { ...EMPTY_CHECKOUT, address1: ' 1 Nile St ', address2: '  ', city: 'Cairo', postalCode: '11511', phone: ' 0100 ', cardId: 'c1' },
      [{ productId: 'p1', quantity: 3 }],
    );
    expect(body.shippingAddress).toEqual({ address1: '1 Nile St', city: 'Cairo', postalCode: '11511', country: 'Egypt' });
    expect(body).not.toHaveProperty('cardId');
    expect(body.phoneNumber).toBe('0100');
  });
});
