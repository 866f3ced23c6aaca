import type { VendorSession } from '@manzil/shared';
import type { AdminOrderPage, AdminSession, VendorOwnProduct } from '@manzil/shared/contract';
import type * as VendorApi from '../features/vendor-api/vendor-api';

/**
 * A vendor's product for component tests: number `i` (id, SKU, name and picture follow it),
 * listed, in stock, no sale price and no Arabic texts; `overrides` on top.
 */
export function vendorProduct(i: number, overrides: Partial<VendorOwnProduct> = {}): VendorOwnProduct {
  return {
    _id: String(i),
    sku: `MZ-SOF-00000${i}`,
    name: `Beech armchair ${i}`,
    title: 't',
    description: 'd',
    mainImage: `products/${i}.svg`,
    images: [`products/${i}.svg`],
    price: 8400,
    salePrice: null,
    stock: 7,
    category: { _id: '1', name: 'Furniture', slug: 'furniture' },
    subCategory: { _id: '1', name: 'Living room' },
    type: { _id: '1', name: 'Armchairs' },
    brandId: { _id: '1', brandName: 'Damietta Works' },
    vendorId: '7',
    colors: [],
    tags: [],
    createdAt: '2026-01-01T00:00:00.000Z',
    cadFile: null,
    status: true,
    readyToShip: false,
    promotionApproved: false,
    nameAr: null,
    titleAr: null,
    descriptionAr: null,
    ...overrides,
  };
}

/** Where a product stands when nothing waits for an admin. */
export const NO_APPROVAL = { review: null, revision: null, promotion: null };

/** The vendor most tests sign in: Damietta Works (vendor 7). */
export const vendorSession: VendorSession = { vendorId: '7', userId: '17', email: 'vendor@manzil.eg', shopName: 'Damietta Works' };

/** Mona, an admin with the admin staff role and no password to change; `overrides` on top. */
export function adminSession(overrides: Partial<AdminSession> = {}): AdminSession {
  return {
    id: 'a1',
    email: 'admin@manzil.eg',
    firstName: 'Mona',
    lastName: 'Adel',
    role: 'admin',
    staffRole: 'admin',
    mustChangePassword: false,
    ...overrides,
  };
}

/** The admin's orders list with one placed cash-on-delivery order of 16,800 EGP, 2 January 2026. */
export const ONE_ADMIN_ORDER: AdminOrderPage = {
  items: [
    {
      _id: 'o1',
      orderNumber: 'MZ-20260102-0001',
      orderDate: '2026-01-02T10:00:00.000Z',
      status: 'placed',
      customerEmail: 'nour@manzil.eg',
      itemCount: 2,
      total: 16800,
      paymentMethod: 'cash-on-delivery',
    },
  ],
  total: 1,
  page: 1,
  pageSize: 20,
  pageCount: 1,
};

/** A review waiting for an admin since 1 January 2026. */
export const PENDING_REVIEW = {
  status: 'pending' as const,
  reason: null,
  decidedAt: null,
  decidedBy: null,
  submittedAt: '2026-01-01T00:00:00.000Z',
};

/**
 * What the vendor API `api` (the test's `jest.mock('…/vendor-api')`, not imported here: a value import
 * would load it, and @manzil/shared, before the test's mocks) answers for the dashboard: 30 days'
 * stats, one placed order MZ-20260102-0001, two products made by `product` (the second unlisted, 3 in
 * stock, in review).
 */
export function answerVendorDashboard(api: typeof VendorApi, product: typeof vendorProduct = vendorProduct) {
  jest.mocked(api.getVendorStats).mockResolvedValue({
    days: 30,
    orders: 2,
    revenue: 16800,
    perDay: [{ date: '2026-01-02', orders: 2, revenue: 16800 }],
    bestSellers: [{ productId: '1', name: 'Beech armchair 1', quantity: 2, revenue: 16800 }],
  });
  jest.mocked(api.getVendorOrders).mockResolvedValue([
    {
      _id: '40',
      orderNumber: 'MZ-20260102-0001',
      orderDate: '2026-01-02T10:00:00.000Z',
      status: 'placed',
      trackingNumber: null,
      items: 2,
      subtotal: 16800,
    },
  ]);
  jest.mocked(api.getVendorProductPage).mockResolvedValue({
    items: [
      { product: product(1), approval: NO_APPROVAL },
      { product: product(2, { stock: 3, status: false }), approval: { ...NO_APPROVAL, review: PENDING_REVIEW } },
    ],
    total: 2,
    page: 1,
    pageSize: 20,
  });
}
