import { createConfig } from '@manzil/tooling/webpack';

/** The home page's calls (its shelves, categories and brands), all made on its first render. */
const HOME_CALLS = [
  'api/products?hasSalePrice=true&pageSize=8',
  'api/products?readyToShip=true&pageSize=8',
  'api/products?sort=newest&pageSize=8',
  'api/categories/categories',
  'api/brand/',
];

/** The pages with a first-load entry below: what all three share travels in one chunk. */
const FIRST_LOAD_PAGES = new Set(['page-home', 'page-on-sale', 'page-product']);

export default createConfig({
  name: 'catalog',
  dir: import.meta.dirname,
  port: Number(process.env.CATALOG_PORT ?? 3001),
  title: 'Manzil — catalog',
  exposes: {
    './routes': './src/exposed/routes.tsx',
    './SearchBox': './src/exposed/search-box.tsx',
  },
  // Node build only (dist/server/): the pages rendered for the shell's document server.
  serverExposes: {
    './server': './src/exposed/server.tsx',
  },
  // What a first visit of these routes needs, preloaded by the static server with the document
  // (issue 9). `api`: the page's first calls, which the shell starts with the document and the
  // page's own requests take (`{id}` is the route's parameter); each must be exactly what the page
  // asks, or it goes out twice (e2e/tests/first-load.spec.ts counts them).
  firstLoad: {
    '/': { chunks: ['page-home'], api: HOME_CALLS },
    '/home': { chunks: ['page-home'], api: HOME_CALLS },
    // The product's picture and name are painted by the document (tooling/first-view), from the
    // same call; the page releases that first view when it has rendered (product-page.tsx).
    '/product/:id': { chunks: ['page-product'], api: ['api/products/{id}'], view: 'product' },
    // The listing's first page as listing-state.ts `toProductQuery` asks it (12 a page, newest
    // first); parameters may come in any order. Its header, toolbar and first cards are painted by
    // the document from the same call (tooling/first-view), released by listing-view.tsx.
    '/products/onsale': {
      chunks: ['page-on-sale'],
      api: ['api/products?hasSalePrice=true&page=1&pageSize=12&sort=newest'],
      view: 'on-sale',
    },
  },
  /**
   * The modules every first-load page uses (the page frame, the messages, the card, the queries)
   * in one chunk, as before the filter panel and drawer became chunks of their own (issue 9):
   * those chunks share a few of the modules (Radix's direction provider), which made the default
   * split cut the pages' common code in two, one more file and 0.5 KiB more on a first visit.
   */
  cacheGroups: {
    firstLoadPages: {
      test: /[\\/]mfe-catalog[\\/]src[\\/]/,
      chunks: (chunk) => FIRST_LOAD_PAGES.has(chunk.name),
      minChunks: FIRST_LOAD_PAGES.size,
      reuseExistingChunk: true,
    },
  },
});
