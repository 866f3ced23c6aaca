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
  type CatalogPageData,
  type NotFoundTitleId,
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

/**
 * The answer of an entity's page (a product, brand, category, subcategory or type) from its main
 * call: 200 with the entity's head, 404 with the page's "not found" head (`noindex`), 503 (the API
 * failed) with the store's default head.
 */
function entityPage<P extends CatalogPageData>(
  page: P,
  titleId: NotFoundTitleId,
  { seo, path }: RouteLoaderArgs,
  headOf: (data: NonNullable<P['data']>) => HeadData,
): RouteLoaderResult {
  const { status } = catalogPageStatus(page);
  if (status === 200 && page.data) return { status, head: headOf(page.data as NonNullable<P['data']>) };
  return { status, head: status === 404 ? notFoundHead(titleId, seo, path) : null };
}

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
  '/product/:id': async (args) => {
    const id = args.params.id ?? '';
    const [product] = await Promise.all([
      settle(() => args.queryClient.fetchQuery(productQuery(id))),
      settle(() => args.queryClient.fetchQuery(relatedProductsQuery(id))),
    ]);
    return entityPage({ route: 'product', ...product }, 'notFound.product', args, (data) => productHead(data, args.seo));
  },
  '/products/onsale': fixedListing('/products/onsale', { hasSalePrice: true }),
  '/products/readytoship': fixedListing('/products/readytoship', { readyToShip: true }),
  '/ProductsPage': fixedListing('/ProductsPage', {}),
  '/vendors': async ({ queryClient, seo }) => {
    const brands = await settle(() => queryClient.fetchQuery(brandsQuery()));
    return okUnlessFailed([brands], fixedListingHead('/vendors', seo));
  },
  '/vendor/:id': async (args) => {
    const id = args.params.id ?? '';
    const [brand, listing] = await Promise.all([
      settle(() => args.queryClient.fetchQuery(brandQuery(id))),
      listingOf(args.searchParams, args.queryClient, { brandId: id }),
    ]);
    return entityPage({ route: 'brand', ...brand }, 'notFound.brand', args, (data) => brandHead(data, args.seo, { listing: listing.data }));
  },
  '/category/:id/subcategories': async (args) => {
    const category = await settle(() => args.queryClient.fetchQuery(categoryQuery(args.params.id ?? '')));
    return entityPage({ route: 'category', ...category }, 'notFound.category', args, (data) => categoryHead(data, args.seo));
  },
  '/types/:id': async (args) => {
    const subcategory = await settle(() => args.queryClient.fetchQuery(subcategoryQuery(args.params.id ?? '')));
    return entityPage({ route: 'subcategory', ...subcategory }, 'notFound.subcategory', args, (data) => subcategoryHead(data, args.seo));
  },
  '/products/:typeId/:typeName': async (args) => {
    const typeId = args.params.typeId ?? '';
    const [type, listing] = await Promise.all([
      settle(() => args.queryClient.fetchQuery(productTypeQuery(typeId))),
      listingOf(args.searchParams, args.queryClient, { typeId }),
    ]);
    return entityPage({ route: 'type', ...type }, 'notFound.type', args, (data) => typeHead(data, args.seo, { listing: listing.data }));
  },
};
