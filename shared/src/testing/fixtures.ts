// Fixtures the remotes' tests share (`@manzil/shared/testing`): a signed-in shopper, a placed order
// and a catalog product. Test data, never imported by app code.
import type { PlacedOrder, Product, UserSession } from '../index';

/** Salma, the shopper most tests sign in. */
export const shopperSession: UserSession = {
  id: 'u1',
  email: 'shopper@manzil.eg',
  firstName: 'Salma',
  lastName: 'Adel',
  role: 'shopper',
};

/** Order MZ-20261121-0042: two Nile sofas, shipped, cash on delivery, free shipping. */
export const placedOrder: PlacedOrder = {
  _id: 'o1',
  orderNumber: 'MZ-20261121-0042',
  orderDate: '2026-11-21T10:00:00.000Z',
  status: 'shipped',
  cartItems: [{ name: 'Nile three-seat sofa', price: 12500, productId: 'p1', quantity: 2, image: 'products/1.svg' }],
  subtotal: 25000,
  shippingFee: 0,
  total: 25000,
  paymentMethod: 'cash-on-delivery',
  shippingAddress: { address1: '1 Nile St', city: 'Cairo', postalCode: '11511', country: 'Egypt' },
  phoneNumber: '01012345678',
};

/** The Nile three-seat sofa (p1) of the catalog, listed, ten in stock, no sale price; `overrides` on top. */
export function catalogProduct(overrides: Partial<Product> = {}): Product {
  return {
    _id: 'p1',
    sku: 'MZ-SOF-000001',
    name: 'Nile three-seat sofa',
    title: 'Nile sofa',
    description: 'A deep three-seat sofa in washed linen with solid beech legs, made in Damietta by hand.',
    mainImage: 'products/1.svg',
    images: [],
    price: 12500,
    salePrice: null,
    stock: 10,
    category: { _id: 'c1', name: 'Furniture', slug: 'furniture' },
    subCategory: { _id: 's1', name: 'Living room' },
    type: { _id: 't1', name: 'Sofas' },
    brandId: { _id: 'b1', brandName: 'Damietta Works' },
    vendorId: 'v1',
    colors: [],
    tags: [],
    createdAt: '2026-01-01T00:00:00.000Z',
    cadFile: null,
    status: true,
    readyToShip: true,
    promotionApproved: false,
    ...overrides,
  };
}
