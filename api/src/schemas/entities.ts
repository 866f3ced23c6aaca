/**
 * Zod schemas of the JSON the API returns. They mirror the types of @manzil/shared
 * (shared/src/types.ts), and the checks at the bottom fail the type-check if the two drift.
 */
import { apiErrorSchema } from '@manzil/shared/contract';
import { z } from 'zod';
import type * as Shared from '../shared-types.ts';

export const namedRef = z.object({ _id: z.string(), name: z.string() });
const categoryRef = namedRef.extend({ slug: z.string() });

export const productSchema = z
  .object({
    _id: z.string(),
    sku: z.string(),
    name: z.string(),
    title: z.string(),
    description: z.string(),
    mainImage: z.string().describe('Path relative to the image base URL, e.g. products/123.svg'),
    images: z.array(z.string()),
    price: z.number().describe('EGP'),
    salePrice: z.number().nullable().optional().describe('EGP, lower than price; null when not on sale'),
    stock: z.number().int(),
    category: categoryRef,
    subCategory: namedRef,
    type: namedRef,
    brandId: z.object({ _id: z.string(), brandName: z.string() }),
    vendorId: z.string(),
    colors: z.array(z.string()),
    tags: z.array(z.string()),
    createdAt: z.string(),
    cadFile: z.string().nullable(),
    status: z.boolean(),
    readyToShip: z.boolean(),
    promotionApproved: z.boolean(),
  })
  .meta({ id: 'Product' });

export const brandSchema = z
  .object({
    _id: z.string(),
    brandName: z.string(),
    brandlogo: z.string(),
    brandDescription: z.string(),
    productCount: z.number().int().optional(),
  })
  .meta({ id: 'Brand' });

export const productTypeSchema = z.object({ _id: z.string(), name: z.string(), productCount: z.number().int().optional() });

export const subcategorySchema = z.object({
  _id: z.string(),
  name: z.string(),
  image: z.string().optional(),
  types: z.array(productTypeSchema),
  productCount: z.number().int().optional(),
});

export const categorySchema = z
  .object({
    _id: z.string(),
    name: z.string(),
    slug: z.string(),
    image: z.string(),
    subCategories: z.array(subcategorySchema),
    productCount: z.number().int().optional(),
  })
  .meta({ id: 'Category' });

export const subcategoryDetailSchema = subcategorySchema.extend({ category: categoryRef });
export const typeDetailSchema = productTypeSchema.extend({ subCategory: namedRef, category: categoryRef });

export const searchSuggestionSchema = z.discriminatedUnion('resultType', [
  z.object({
    resultType: z.literal('product'),
    _id: z.string(),
    name: z.string(),
    mainImage: z.string(),
    categoryName: z.string(),
    brandName: z.string(),
    price: z.number(),
    salePrice: z.number().nullable().optional(),
  }),
  z.object({
    resultType: z.literal('brand'),
    _id: z.string(),
    brandName: z.string(),
    brandlogo: z.string(),
    brandDescription: z.string(),
  }),
]);

const facetValue = z.object({ value: z.string(), count: z.number().int() });
export const productPageSchema = z
  .object({
    items: z.array(productSchema),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    pageCount: z.number().int(),
    facets: z.object({
      brands: z.array(facetValue),
      colors: z.array(facetValue),
      tags: z.array(facetValue),
      price: z.object({ min: z.number(), max: z.number() }),
    }),
  })
  .meta({ id: 'ProductPage' });

export const userSessionSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.enum(['shopper', 'vendor', 'admin']),
});

export const vendorSessionSchema = z.object({
  vendorId: z.string(),
  userId: z.string(),
  email: z.string(),
  shopName: z.string(),
});

export const shippingAddressSchema = z.object({
  _id: z.string(),
  address1: z.string(),
  address2: z.string().optional(),
  label: z.string().optional(),
  floor: z.string().optional(),
  apartment: z.string().optional(),
  landmark: z.string().optional(),
  city: z.string(),
  postalCode: z.string(),
  country: z.string(),
  isDefault: z.boolean(),
});

export const userProfileSchema = z.object({
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  address1: z.string().optional(),
  phoneNumber: z.string().optional(),
  gender: z.enum(['male', 'female']).optional(),
  dateOfBirth: z.string().optional(),
  shipmentAddress: z.array(shippingAddressSchema),
});

/** `{ message, code? }`: the error body of every route (the contract's one schema). */
export const messageSchema = apiErrorSchema;
export const okSchema = z.object({ ok: z.literal(true) });

/* Compile-time checks: each schema's output must be assignable to the shared type. */
type Assert<T extends true> = T;
type Fits<A, B> = A extends B ? true : false;
export type SchemaChecks = [
  Assert<Fits<z.output<typeof productSchema>, Shared.Product>>,
  Assert<Fits<z.output<typeof brandSchema>, Shared.Brand>>,
  Assert<Fits<z.output<typeof categorySchema>, Shared.Category>>,
  Assert<Fits<z.output<typeof subcategoryDetailSchema>, Shared.SubcategoryDetail>>,
  Assert<Fits<z.output<typeof searchSuggestionSchema>, Shared.SearchSuggestion>>,
  Assert<Fits<z.output<typeof productPageSchema>, Shared.ProductPage>>,
  Assert<Fits<z.output<typeof userSessionSchema>, Shared.UserSession>>,
  Assert<Fits<z.output<typeof vendorSessionSchema>, Shared.VendorSession>>,
  Assert<Fits<z.output<typeof userProfileSchema>, Shared.UserProfile>>,
  Assert<Fits<z.output<typeof messageSchema>, Shared.ApiErrorBody>>,
];
