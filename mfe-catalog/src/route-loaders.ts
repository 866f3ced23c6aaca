// The data of each catalog route for the server render (docs/rendering.md): one loader per route
// pattern of routes.tsx, which fills the request's query cache with the very queries the page reads
// (lib/catalog-queries.ts: same keys, same functions, so no URL is written twice) and returns
// the page's head and status. The browser starts from the dehydrated cache and asks nothing again.
import type { QueryClient } from '@manzil/shared/query';
import { getCategoriesQueryOptions, type ProductQuery } from '@manzil/shared';
import type { HeadData } from '@manzil/shared/seo';
import type { RouteLoader, RouteLoaderArgs, RouteLoaderResult } from '@manzil/shared/server';
import {
  brandQuery,
  brandsQuery,
  categoryQuery,
  productListQuery,
  productQuery,
  productTypeQuery,
  relatedProductsQuery,
  subcategoryQuery,
} from './lib/catalog-queries';
import { parseListingParams, toProductQuery } from './features/listing/listing-state';
import {
  brandHead,
  catalogPageStatus,
  categoryHead,
  fixedListingHead,
  homeHead,
  notFoundHead,
  productHead,
  subcategoryHead,
  typeHead,
  type FixedListingPath,
  type NotFoundTitleId,
  type PageStatus,
} from './seo';
import { HOME_SHELVES } from './features/home/home-shelves';

type Loader = (args: RouteLoaderArgs) => Promise<RouteLoaderResult>;

/** A query's answer, or the error it ended in (kept in the cache too: the page shows its state). */
async function settle<T>(run: () => Promise<T>): Promise<{ data?: T; error?: unknown }> {
  try {
    return { data: await run() };
  } catch (error) {
    return { error };
  }
}

/** A fixed listing (on-sale, ready-to-ship, all products): its first page of products, as the page asks it. */
function fixedListing(path: FixedListingPath, base: ProductQuery): Loader {
  return async ({ searchParams, queryClient, seo }) => {
    const query = toProductQuery(parseListingParams(searchParams), base);
    const listing = await settle(() => queryClient.fetchQuery(productListQuery(query)));
    return { status: listing.error ? 503 : 200, head: fixedListingHead(path, seo, { listing: listing.data }) };
  };
}

/** A listing over a product type, a brand…: its first page, with the filters of the URL. */
const listingOf = (searchParams: URLSearchParams, queryClient: QueryClient, base: ProductQuery) =>
  settle(() => queryClient.fetchQuery(productListQuery(toProductQuery(parseListingParams(searchParams), base))));

/** A 404's head (its "not found" title, noindex); none for another failure (a 503 keeps the store's default head). */
const notFound = (status: PageStatus, titleId: NotFoundTitleId, seo: RouteLoaderArgs['seo'], path: string): HeadData | null =>
  status.status === 404 ? notFoundHead(titleId, seo, path) : null;

/** 200, or 503 when a call of the page failed (the API down or a 5xx): a crawler comes back, no cache keeps it. */
const okUnlessFailed = (calls: { error?: unknown }[], head: HeadData | null): RouteLoaderResult => ({
  status: calls.some((call) => call.error !== undefined) ? 503 : 200,
  head,
});

const home: Loader = async ({ queryClient, seo }) => {
  const calls = await Promise.all([
    settle(() => queryClient.fetchQuery(getCategoriesQueryOptions())),
    settle(() => queryClient.fetchQuery(brandsQuery())),
    ...HOME_SHELVES.map((shelf) => settle(() => queryClient.fetchQuery(productListQuery(shelf.query, shelf.errorMessage)))),
  ]);
  return okUnlessFailed(calls, homeHead(seo));
};

/** Route pattern (as in routes.tsx) → its loader. A route without one renders without data. */
export const loaders: Record<string, RouteLoader> = {
  '/': home,
  '/home': home,
  '/product/:id': async ({ path, params, queryClient, seo }) => {
    const id = params.id ?? '';
    const [product] = await Promise.all([
      settle(() => queryClient.fetchQuery(productQuery(id))),
      settle(() => queryClient.fetchQuery(relatedProductsQuery(id))),
    ]);
    const status = catalogPageStatus({ route: 'product', ...product });
    return {
      status: status.status,
      head: product.data && status.status === 200 ? productHead(product.data, seo) : notFound(status, 'notFound.product', seo, path),
    };
  },
  '/products/onsale': fixedListing('/products/onsale', { hasSalePrice: true }),
  '/products/readytoship': fixedListing('/products/readytoship', { readyToShip: true }),
  '/ProductsPage': fixedListing('/ProductsPage', {}),
  '/vendors': async ({ queryClient, seo }) => {
    const brands = await settle(() => queryClient.fetchQuery(brandsQuery()));
    return okUnlessFailed([brands], fixedListingHead('/vendors', seo));
  },
  '/vendor/:id': async ({ path, params, searchParams, queryClient, seo }) => {
    const id = params.id ?? '';
    const [brand, listing] = await Promise.all([
      settle(() => queryClient.fetchQuery(brandQuery(id))),
      listingOf(searchParams, queryClient, { brandId: id }),
    ]);
    const status = catalogPageStatus({ route: 'brand', ...brand });
    return {
      status: status.status,
      head:
        brand.data && status.status === 200
          ? brandHead(brand.data, seo, { listing: listing.data })
          : notFound(status, 'notFound.brand', seo, path),
    };
  },
  '/category/:id/subcategories': async ({ path, params, queryClient, seo }) => {
    const category = await settle(() => queryClient.fetchQuery(categoryQuery(params.id ?? '')));
    const status = catalogPageStatus({ route: 'category', ...category });
    return {
      status: status.status,
      head: category.data && status.status === 200 ? categoryHead(category.data, seo) : notFound(status, 'notFound.category', seo, path),
    };
  },
  '/types/:id': async ({ path, params, queryClient, seo }) => {
    const subcategory = await settle(() => queryClient.fetchQuery(subcategoryQuery(params.id ?? '')));
    const status = catalogPageStatus({ route: 'subcategory', ...subcategory });
    return {
      status: status.status,
      head:
        subcategory.data && status.status === 200
          ? subcategoryHead(subcategory.data, seo)
          : notFound(status, 'notFound.subcategory', seo, path),
    };
  },
  '/products/:typeId/:typeName': async ({ path, params, searchParams, queryClient, seo }) => {
    const typeId = params.typeId ?? '';
    const [type, listing] = await Promise.all([
      settle(() => queryClient.fetchQuery(productTypeQuery(typeId))),
      listingOf(searchParams, queryClient, { typeId }),
    ]);
    const status = catalogPageStatus({ route: 'type', ...type });
    return {
      status: status.status,
      head:
        type.data && status.status === 200
          ? typeHead(type.data, seo, { listing: listing.data })
          : notFound(status, 'notFound.type', seo, path),
    };
  },
};
