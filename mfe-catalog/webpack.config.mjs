import { portOf } from '@manzil/tooling/apps';
import { createConfig } from '@manzil/tooling/webpack';

/** The pages with a first-load entry below: what all three share travels in one chunk. */
const FIRST_LOAD_PAGES = new Set(['page-home', 'page-on-sale', 'page-product']);

export default createConfig({
  name: 'catalog',
  dir: import.meta.dirname,
  port: portOf('catalog'),
  title: 'Manzil — catalog',
  exposes: {
    './routes': './src/exposed/routes.tsx',
    './SearchBox': './src/exposed/search-box.tsx',
  },
  // Node build only (dist/server/): the pages rendered for the shell's document server.
  serverExposes: {
    './server': './src/exposed/server.tsx',
  },
  // The page chunks a first visit of these routes needs, preloaded with the document so that the code does not wait for the page to ask.
  firstLoad: {
    '/': { chunks: ['page-home'] },
    '/home': { chunks: ['page-home'] },
    '/product/:id': { chunks: ['page-product'] },
    '/products/onsale': { chunks: ['page-on-sale'] },
  },
  /**
   * The modules every first-load page uses (the page frame, the messages, the card, the queries)
   * in one chunk, because the filter panel and drawer are chunks of their own:
   * those chunks share a few of the modules (Radix's direction provider), which would make the default
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
