/**
 * Where a catalog index's bytes go: builds the index of the configured database (DATABASE_URL,
 * or PGlite in DATA_DIR) and prints each structure's bytes and bytes per product, the heap and
 * resident memory before and after, and the build time. Run with --expose-gc so that the figures
 * after the build are what the index keeps, not what the build left for the collector:
 *
 *   node --expose-gc --import tsx scripts/index-memory.ts
 */
import { join } from 'node:path';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { catalogIndexService, indexBytes } from '../src/services/catalog-index.ts';
import { listingRepository } from '../src/repositories/product-listing.ts';

const gc = (globalThis as { gc?: () => void }).gc ?? (() => {});
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const config = loadConfig(process.env);
const handle = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: join(config.dataDir, 'pglite') });
gc();
const before = process.memoryUsage();
const started = Date.now();
const service = catalogIndexService(handle.db);
const index = await service.current();
const buildMs = Date.now() - started;
void index.order.nameAr;
// The whole listed catalog's facet tables, as the warm-up makes them.
await listingRepository(handle.db, service, { trigram: false, contentVersion: { current: () => 0 } }).prepare();
gc();
const after = process.memoryUsage();
const products = index.live;
console.log(
  `Catalog index of ${products} products, built in ${(buildMs / 1000).toFixed(1)} s (Arabic name order and facet tables made after)`,
);
let total = 0;
for (const [structure, bytes] of Object.entries(indexBytes(index))) {
  total += bytes;
  console.log(`  ${structure.padEnd(62)} ${mb(bytes).padStart(9)}  ${(bytes / Math.max(1, products)).toFixed(1).padStart(6)} B/product`);
}
console.log(`  ${'total'.padEnd(62)} ${mb(total).padStart(9)}  ${(total / Math.max(1, products)).toFixed(1).padStart(6)} B/product`);
console.log(
  `process: heap used ${mb(before.heapUsed)} → ${mb(after.heapUsed)}, array buffers ${mb(before.arrayBuffers)} → ${mb(after.arrayBuffers)}, ` +
    `resident ${mb(before.rss)} → ${mb(after.rss)}`,
);
await handle.close();
