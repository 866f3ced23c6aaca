import type { VendorOwnProduct } from '@manzil/shared/contract';

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
