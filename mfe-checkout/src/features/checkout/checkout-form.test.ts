import { checkoutSchema, EMPTY_CHECKOUT, toOrderInput, type CheckoutValues } from './checkout-form';

const schema = checkoutSchema(true);
const isPhoneNumber = (value: string) => schema.shape.phoneNumber.safeParse(value).success;
const filled: CheckoutValues = {
  ...EMPTY_CHECKOUT,
  shippingAddress: { ...EMPTY_CHECKOUT.shippingAddress, address1: 'a', city: 'b', postalCode: 'c' },
  phoneNumber: '01012345678',
};
/** The field paths the schema refuses in `values`. */
const refused = (values: CheckoutValues, cod = true) =>
  (checkoutSchema(cod).safeParse(values).error?.issues ?? []).map((issue) => issue.path.join('.'));

describe('checkout form rules', () => {
  it('accepts Egyptian mobiles and international numbers, refuses the rest', () => {
    expect(isPhoneNumber('01012345678')).toBe(true);
    expect(isPhoneNumber('+20 10 1234 5678')).toBe(true);
    expect(isPhoneNumber('(02) 2735-0000')).toBe(true);
    expect(isPhoneNumber('12345')).toBe(false);
    expect(isPhoneNumber('call me')).toBe(false);
  });

  it('requires a saved card when paying by card', () => {
    const values = { ...filled, payment: { ...EMPTY_CHECKOUT.payment, kind: 'saved-card' as const } };
    expect(refused(values)).toEqual(['payment.cardId']);
    expect(refused({ ...values, payment: { ...values.payment, cardId: 'c1' } })).toEqual([]);
  });

  it('refuses cash on delivery above its cap, and only then', () => {
    expect(refused(filled, false)).toEqual(['payment.kind']);
    expect(refused(filled, true)).toEqual([]);
  });

  it('sends trimmed fields, no empty line 2, and the card only when paying by card', () => {
    const values = schema.parse({
      ...filled,
      shippingAddress: { address1: ' 1 Nile St ', address2: '  ', city: 'Cairo', postalCode: '11511', country: 'Egypt' },
      phoneNumber: ' 01012345678 ',
      payment: { ...EMPTY_CHECKOUT.payment, cardId: 'c1' },
    });
    const body = toOrderInput(values, [{ productId: 'p1', quantity: 3 }], null);
    expect(body.shippingAddress).toEqual({ address1: '1 Nile St', city: 'Cairo', postalCode: '11511', country: 'Egypt' });
    expect(body.shippingAddress).not.toHaveProperty('address2');
    expect(body).not.toHaveProperty('cardId');
    expect(body.phoneNumber).toBe('01012345678');
  });
});
