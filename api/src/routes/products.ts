/**
 * Products: the server-side listing, SPEC §7's full lists, suggestions, details, related. Every
 * answer is in the language of the request's `Accept-Language` (lib/locale.ts): in
 * Arabic the same fields with Arabic names, titles, descriptions, colours and tags where there
 * are (English where a vendor gave none); plugins/http-cache.ts adds `Vary: Accept-Language`.
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../lib/errors.ts';
import { keepOutOfAnswerCache } from '../plugins/http-cache.ts';
import { requestLocale } from '../lib/locale.ts';
import {
  apiErrorSchema as messageSchema,
  idParam,
  listingQuery,
  productPageSchema,
  productSchema,
  searchSuggestionSchema,
} from '@manzil/shared/contract';
import type { Product } from '@manzil/shared/contract';

const NOT_FOUND = 'catalog.product_not_found';
const idParams = z.object({ id: idParam('product') });

const productRoutes: FastifyPluginAsyncZod = async (app) => {
  /** `product` when the request may see it: listed, or unlisted and the session is its vendor's
   * or an admin's; otherwise 404, so an unlisted id looks like an unknown one. */
  async function visible(request: FastifyRequest, product: Product | null): Promise<Product> {
    if (!product) throw notFound(NOT_FOUND);
    if (product.status) return product;
    const vendor = await app.sessions.read(request, 'vendor');
    const admin = vendor ? null : await app.sessions.read(request, 'admin');
    if (String(vendor?.vendorId) !== product.vendorId && !admin) throw notFound(NOT_FOUND);
    return product;
  }

  /**
   * GET /api/products — one page of listed products with facets, in one call (SPEC §2 listing
   * pages and filter panel, §9 sorts and filters). Query: page, pageSize (≤ 48), sort, typeId,
   * subCategoryId, categoryId, categorySlug, brandId, vendorId, brands (names), colors, tags
   * (comma lists, any match), minPrice/maxPrice (EGP, on the sale price when there is one),
   * hasCAD, hasSalePrice, readyToShip, q. Returns `ProductPage`; a page past the end has no
   * items and the right total. 400 `{ message }` naming the bad parameter.
   */
  app.get(
    '/',
    {
      schema: {
        summary: 'Filtered, sorted, paged listing with facets',
        tags: ['products'],
        querystring: listingQuery,
        response: { 200: productPageSchema, 400: messageSchema },
      },
    },
    async (request) => app.repos.listing.list(request.query, {}, requestLocale(request), () => keepOutOfAnswerCache(request)),
  );

  /**
   * GET /api/products/getproducts/ — every listed product (status true), newest first (SPEC §7:
   * the On Sale page keeps those with a salePrice and promotionApproved true). A vendor sees
   * their own unlisted products through GET /api/vendor/products.
   */
  app.get(
    '/getproducts',
    { schema: { summary: 'All products (SPEC §7)', tags: ['products'], response: { 200: z.array(productSchema) } } },
    async (request) => app.repos.products.all(requestLocale(request)),
  );

  /** GET /api/products/getproducts/readytoship — listed, ready-to-ship products (SPEC §7). */
  app.get(
    '/getproducts/readytoship',
    { schema: { summary: 'Ready-to-ship products (SPEC §7)', tags: ['products'], response: { 200: z.array(productSchema) } } },
    async (request) => app.repos.products.readyToShip(requestLocale(request)),
  );

  /**
   * GET /api/products/search-suggestions?query= — up to 6 listed products and 3 brands for the
   * trimmed query, best match first; an empty query gives []. SPEC §2 "Search suggestions".
   */
  app.get(
    '/search-suggestions',
    {
      schema: {
        summary: 'Search-box suggestions',
        tags: ['products'],
        querystring: z.object({ query: z.string().max(200).default('') }),
        response: { 200: z.array(searchSuggestionSchema), 400: messageSchema },
      },
    },
    async (request) => app.repos.searchSuggestions(request.query.query, requestLocale(request)),
  );

  /**
   * GET /api/products/:id — one product (`/product/{id}`). Unlisted products are visible only to
   * their vendor and to admins. 400 for a malformed id, 404 'We could not find that product.'.
   */
  app.get(
    '/:id',
    {
      schema: {
        summary: 'One product',
        tags: ['products'],
        params: idParams,
        response: { 200: productSchema, 400: messageSchema, 404: messageSchema },
      },
    },
    // Only its vendor and admins see an unlisted product, signed in: the session rule of
    // plugins/external/helmet.ts then answers no-store, so no cache keeps a copy.
    async (request) => visible(request, await app.repos.products.findById(Number(request.params.id), requestLocale(request))),
  );

  /** GET /api/products/:id/related — up to 8 listed products of the same type, closest in price.
   * 400; 404 for an unknown id, or an unlisted one unless the session is its vendor's or an admin's. */
  app.get(
    '/:id/related',
    {
      schema: {
        summary: 'Related products',
        tags: ['products'],
        params: idParams,
        response: { 200: z.array(productSchema), 400: messageSchema, 404: messageSchema },
      },
    },
    async (request) => {
      const locale = requestLocale(request);
      const product = await visible(request, await app.repos.products.findById(Number(request.params.id), locale));
      return app.repos.products.related(product, locale);
    },
  );
};

export default productRoutes;
