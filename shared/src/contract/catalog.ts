/**
 * The catalog's answers (SPEC §3 entities, §7 calls): products, brands, the category tree,
 * search suggestions and listing pages. Ids are strings (`_id`), prices are EGP as plain
 * numbers, dates ISO-8601 strings, picture paths relative to the image base URL.
 */
import { z } from 'zod';
import { namedRefSchema } from './common.ts';

/** `{ _id, name, slug }`: a category as embedded in a product or a subcategory. */
export const categoryRefSchema = namedRefSchema.extend({ slug: z.string() });

/** `{ _id, brandName }`: a product's brand as embedded in the product (SPEC §3 `brandId`). */
export const brandRefSchema = z.object({ _id: z.string(), brandName: z.string() });

/** A product of the catalog (SPEC §3 "Product"). Prices in EGP. */
export const productSchema = z
  .object({
    _id: z.string(),
    sku: z.string().describe('Stock-keeping unit, unique per product, e.g. MZ-SOF-000123'),
    name: z.string(),
    title: z.string(),
    description: z.string(),
    mainImage: z.string().describe('Path relative to the image base URL, e.g. products/123.webp'),
    images: z.array(z.string()).describe('Further pictures (paths like mainImage) for the gallery'),
    price: z.number().describe('EGP'),
    salePrice: z.number().nullable().optional().describe('EGP, lower than price; null when not on sale'),
    stock: z.number().int().describe('Units in stock; 0 is sold out'),
    category: categoryRefSchema,
    subCategory: namedRefSchema,
    type: namedRefSchema,
    brandId: brandRefSchema,
    vendorId: z.string().describe('The vendor (partner) that sells this product'),
    colors: z.array(z.string()),
    tags: z.array(z.string()),
    createdAt: z.string().describe('ISO-8601'),
    cadFile: z.string().nullable().describe('Path of the BIM/CAD file relative to the image base URL, or null'),
    status: z.boolean().describe('True when the product is approved and listed'),
    readyToShip: z.boolean(),
    madeToOrder: z
      .boolean()
      .optional()
      .describe(
        'Made to the shopper’s order: returnable for a defect only, never for a change of mind (RETURN_RULES); shown before purchase',
      ),
    promotionApproved: z.boolean(),
  })
  .meta({ id: 'Product' });

/** A brand (SPEC §3 "Brand"); `brandlogo` is a path relative to the image base URL. */
export const brandSchema = z
  .object({
    _id: z.string(),
    brandName: z.string(),
    brandlogo: z.string(),
    brandDescription: z.string(),
    productCount: z.number().int().optional().describe('Number of listed products of the brand'),
  })
  .meta({ id: 'Brand' });

/** A product type, the finest level of the category tree (SPEC §3 "Type"). */
export const productTypeSchema = z.object({ _id: z.string(), name: z.string(), productCount: z.number().int().optional() });

/** A subcategory with its types (SPEC §3 "Subcategory"). */
export const subcategorySchema = z.object({
  _id: z.string(),
  name: z.string(),
  image: z.string().optional(),
  types: z.array(productTypeSchema),
  productCount: z.number().int().optional(),
});

/** A top-level category with its subcategories (SPEC §3 "Category"); `image` relative to the image base URL. */
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

/** A subcategory with the category it belongs to (`GET /api/subcategories/{id}`, for `/types/{id}`). */
export const subcategoryDetailSchema = subcategorySchema.extend({ category: categoryRefSchema });

/** A type with where it sits in the category tree (`GET /api/types/{id}`). */
export const typeDetailSchema = productTypeSchema.extend({ subCategory: namedRefSchema, category: categoryRefSchema });

/** One entry of the search box's suggestions (SPEC §2 "Search suggestions"); prices in EGP. */
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

/**
 * A value of a facet with how many products of the current result have it. `value` is what the
 * filters take; in an Arabic answer (`Accept-Language: ar`) `label` is its Arabic name
 * to show (the value itself when it has none); English answers have no `label`.
 */
export const facetValueSchema = z.object({ value: z.string(), count: z.number().int(), label: z.string().optional() });

/** One page of a listing with its facets, as returned by `GET /api/products` (12 a page, SPEC §9). */
export const productPageSchema = z
  .object({
    items: z.array(productSchema),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    pageCount: z.number().int(),
    facets: z.object({
      brands: z.array(facetValueSchema),
      colors: z.array(facetValueSchema),
      tags: z.array(facetValueSchema),
      price: z.object({ min: z.number(), max: z.number() }).describe('Lowest and highest effective price (EGP)'),
    }),
  })
  .meta({ id: 'ProductPage' });

export type BrandRef = z.infer<typeof brandRefSchema>;
export type Product = z.infer<typeof productSchema>;
export type Brand = z.infer<typeof brandSchema>;
export type ProductType = z.infer<typeof productTypeSchema>;
export type Subcategory = z.infer<typeof subcategorySchema>;
export type Category = z.infer<typeof categorySchema>;
export type SubcategoryDetail = z.infer<typeof subcategoryDetailSchema>;
export type ProductTypeDetail = z.infer<typeof typeDetailSchema>;
export type SearchSuggestion = z.infer<typeof searchSuggestionSchema>;
export type FacetValue = z.infer<typeof facetValueSchema>;
export type ProductPage = z.infer<typeof productPageSchema>;
