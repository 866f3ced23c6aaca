/**
 * Listings (SPEC §9 sorts, filters, page size 12): the typed query the apps build
 * (`productQuerySchema`) and the query string the API reads (`listingQuery`). The apps turn the
 * first into the second with `productQueryToSearchParams` (shared/src/api/catalog.ts).
 */
import { z } from 'zod';
import { egpAmount, idParam, queryBoolean, queryList, wholeNumber } from './fields.ts';

/** Sort orders of listings (SPEC §9); `newest` (createdAt descending) is the default. */
export const SORTS = ['newest', 'price-asc', 'price-desc', 'name-asc', 'name-desc'] as const;

/** `?page=&pageSize=`: 1-based page, 12 products a page by default (SPEC §9), at most 48. */
export const pagingQuery = z.object({
  page: wholeNumber(1, 1_000_000).default(1).describe('1-based page'),
  pageSize: wholeNumber(1, 48).default(12).describe('Products per page (SPEC §9: 12), at most 48'),
});

/** The query string of `GET /api/products` and the vendor's product list; every field optional. */
export const listingQuery = pagingQuery.extend({
  sort: z
    .enum(SORTS, { error: `must be one of: ${SORTS.join(', ')}` })
    .default('newest')
    .describe('newest (createdAt descending, default), price-asc, price-desc, name-asc, name-desc'),
  typeId: idParam('type').transform(Number).optional(),
  subCategoryId: idParam('subcategory').transform(Number).optional(),
  categoryId: idParam('category').transform(Number).optional(),
  categorySlug: z.string().trim().max(100).optional(),
  brandId: idParam('brand').transform(Number).optional(),
  vendorId: idParam('vendor').transform(Number).optional(),
  brands: queryList.optional().describe('Brand names, comma-separated'),
  colors: queryList.optional().describe('Colours, comma-separated; any match'),
  tags: queryList.optional().describe('Tags, comma-separated; any match'),
  minPrice: egpAmount.optional().describe('EGP, compared with salePrice when present, else price'),
  maxPrice: egpAmount.optional().describe('EGP, compared with salePrice when present, else price'),
  hasCAD: queryBoolean.optional().describe('true: only products with a CAD file; false or absent: no filter'),
  hasSalePrice: queryBoolean.optional().describe('true: only products on approved sale; false or absent: no filter'),
  readyToShip: queryBoolean.optional().describe('true: only ready-to-ship products; false or absent: no filter'),
  q: z.string().trim().max(200).optional().describe('Free text: every word must appear in the name, type, brand, colours or tags'),
});

/**
 * The listing query as the apps hold it (typed values; ids as strings, lists as arrays, prices
 * in EGP). Serialised by `productQueryToSearchParams`, it is what `listingQuery` reads.
 */
export const productQuerySchema = z.object({
  page: z.number().int().min(1).optional(),
  pageSize: z.number().int().min(1).max(48).optional(),
  sort: z.enum(SORTS).optional(),
  typeId: z.string().optional(),
  subCategoryId: z.string().optional(),
  categoryId: z.string().optional(),
  categorySlug: z.string().optional(),
  brandId: z.string().optional(),
  vendorId: z.string().optional(),
  /** Brand names (SPEC §3 filter state: brands are brand names). */
  brands: z.array(z.string()).optional(),
  colors: z.array(z.string()).optional(),
  tags: z.array(z.string()).optional(),
  /** Price bounds in EGP, compared with salePrice when present, else price (SPEC §9). */
  minPrice: z.number().min(0).optional(),
  maxPrice: z.number().min(0).optional(),
  hasCAD: z.boolean().optional(),
  hasSalePrice: z.boolean().optional(),
  readyToShip: z.boolean().optional(),
  q: z.string().optional(),
});

export type ProductSort = (typeof SORTS)[number];
export type ProductQuery = z.infer<typeof productQuerySchema>;
export type ListingQueryInput = z.output<typeof listingQuery>;
