import { checkoutForm, EMPTY_CHECKOUT, toPlaceOrderInput } from './checkout-form';

const filled = {
  ...EMPTY_CHECKOUT,
  shippingAddress: { ...EMPTY_CHECKOUT.shippingAddress, address1: 'a', city: 'b', postalCode: 'c' },
  phoneNumber: '01012345678',
};
const failures = (values: unknown) => checkoutForm.safeParse(values).error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];
const phoneOk = (phoneNumber: string) => checkoutForm.safeParse({ ...filled, phoneNumber }).success;

describe('checkout form rules', () => {
  it('accepts Egyptian mobiles and international numbers, refuses the rest', () => {
    expect(phoneOk('01012345678')).toBe(true);
    expect(phoneOk('+20 10 1234 5678')).toBe(true);
    expect(phoneOk('(02) 2735-0000')).toBe(true);
    expect(phoneOk('12345')).toBe(false);
    expect(phoneOk('call me')).toBe(false);
  });

  it('requires a saved card when paying by card', () => {
    const values = { ...filled, paymentMethod: 'card' as const };
    expect(failures(values)).toEqual([['cardId', 'checkout.required.card']]);
    expect(failures({ ...values, cardId: 'c1' })).toEqual([]);
  });

  it('sends trimmed fields, no empty line 2, and the card only when paying by card', () => {
    const body = toPlaceOrderInput(
      checkoutForm.parse({
        ...EMPTY_CHECKOUT,
        shippingAddress: { ...EMPTY_CHECKOUT.shippingAddress, address1: ' 1 Nile St ', address2: '  ', city: 'Cairo', postalCode: '11511' },
        phoneNumber: ' 0100 1234 ',
        cardId: 'c1',
      }),
      [{ productId: 'p1', quantity: 3 }],
    );
    expect(body.shippingAddress).toEqual({ address1: '1 Nile St', city: 'Cairo', postalCode: '11511', country: 'Egypt' });
    expect(body).not.toHaveProperty('cardId');
    expect(body.phoneNumber).toBe('0100 1234');
  });
});
