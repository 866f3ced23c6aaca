/** The query string of product listings (`GET /api/products`, vendor dashboards). */
import { z } from 'zod';
import { egpAmount, idParam, queryBoolean, queryList, wholeNumber } from '../lib/validation.ts';

export const SORTS = ['newest', 'price-asc', 'price-desc', 'name-asc', 'name-desc'] as const;

export const pagingQuery = z.object({
  page: wholeNumber(1, 1_000_000).default(1).describe('1-based page'),
  pageSize: wholeNumber(1, 48).default(12).describe('Products per page (SPEC §9: 12), at most 48'),
});

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

export type ListingQueryInput = z.output<typeof listingQuery>;
