import { productQueryToSearchParams } from '../api/catalog';
import {
  apiErrorSchema,
  codeForStatus,
  contactBody,
  listingQuery,
  placeOrderBody,
  productQuerySchema,
  shippingAddressInput,
  type ProductQuery,
} from './index.ts';

const order = (phoneNumber: string) => ({
  items: [{ productId: '1', quantity: 1 }],
  shippingAddress: { address1: '12 Nile St', city: 'Cairo', postalCode: '11511', country: 'Egypt' },
  phoneNumber,
  paymentMethod: 'cash-on-delivery',
});

describe('the contract', () => {
  it('takes a phone number of 8 to 15 digits, the stricter of the old client and server rules', () => {
    expect(placeOrderBody.safeParse(order('010 1234 5678')).success).toBe(true);
    expect(placeOrderBody.safeParse(order('+20 (2) 2345-6789')).success).toBe(true);
    expect(placeOrderBody.safeParse(order('1234 567')).success).toBe(false); // 7 digits
    expect(placeOrderBody.safeParse(order('1234 5678')).success).toBe(true); // 8 digits
    expect(placeOrderBody.safeParse(order('1234567890123456')).success).toBe(false); // 16 digits
  });

  it('wants a contact message of at least 10 characters once trimmed', () => {
    const contact = { name: 'Hana', email: 'hana@example.com', subject: 'Sofa' };
    expect(contactBody.safeParse({ ...contact, message: '  123456789  ' }).success).toBe(false);
    expect(contactBody.safeParse({ ...contact, message: '1234567890' }).success).toBe(true);
  });

  it('has one address shape: optional blanks are absent, required ones refused', () => {
    const parsed = shippingAddressInput.parse({
      address1: ' 12 Nile St ',
      address2: '',
      city: 'Cairo',
      postalCode: '11511',
      country: 'Egypt',
    });
    expect(parsed).toEqual({ address1: '12 Nile St', address2: undefined, city: 'Cairo', postalCode: '11511', country: 'Egypt' });
    expect(shippingAddressInput.safeParse({ ...parsed, city: '  ' }).success).toBe(false);
  });

  it('reads back every listing query the apps build, as the API parses it', () => {
    const query: ProductQuery = {
      page: 2,
      sort: 'price-asc',
      typeId: '7',
      brands: ['Nile Living', 'Kemet'],
      colors: ['Red'],
      minPrice: 100,
      maxPrice: 9000,
      hasCAD: true,
      readyToShip: false,
      q: 'sofa',
    };
    expect(productQuerySchema.parse(query)).toEqual(query);
    const parsed = listingQuery.parse(Object.fromEntries(productQueryToSearchParams(query)));
    expect(parsed).toEqual({
      page: 2,
      pageSize: 12,
      sort: 'price-asc',
      typeId: 7,
      brands: ['Nile Living', 'Kemet'],
      colors: ['Red'],
      minPrice: 100,
      maxPrice: 9000,
      hasCAD: true,
      readyToShip: false,
      q: 'sofa',
    });
  });

  it('gives every error status a stable code', () => {
    expect([400, 401, 403, 404, 409, 429, 500, 503].map(codeForStatus)).toEqual([
      'invalid_request',
      'unauthorized',
      'forbidden',
      'not_found',
      'conflict',
      'rate_limited',
      'internal',
      'unavailable',
    ]);
    expect(apiErrorSchema.parse({ message: 'We could not find that brand.', code: 'not_found' })).toEqual({
      message: 'We could not find that brand.',
      code: 'not_found',
    });
  });
});
