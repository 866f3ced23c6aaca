#!/usr/bin/env node
// `npm run bench`: prints figures, never pass/fail. Builds what changed, serves the store on
// ports of its own (32xx, API 4200), then measures (docs/performance.md):
//   1. Lighthouse (performance, simulated throttling) on /home, /product/{id} and
//      /products/onsale, mobile and desktop, median of 3, with the LCP element and its phases;
//   2. a first visit to /home in Chromium: JavaScript bytes each app sent (as transferred, brotli),
//      copies of React and of the federation runtime, dependent round trips before the first
//      product picture;
//   3. the API: p50/p95/p99 latency of listings, search suggestions (also 1,500 distinct
//      queries), product by id and the conditional (304) path (sequential requests, each timed
//      from the client), then requests per second for each under concurrent load (autocannon).
//
// Options:
//   --products N     seed N products first (kept between runs: a database that already has N
//                    products is reused, any other catalog is replaced); default: the standard seed
//   --database URL   PostgreSQL instead of the embedded PGlite; a missing database is created
//                    (e.g. postgres://postgres@127.0.0.1:5432/manzil_bench). Never point it at
//                    a database you care about: the benchmark may replace its catalog.
//   --samples N      sequential requests per call (default 200)
//   --duration S     seconds of load per call (default 10), --connections C (default 16)
//   --api-only       skip the front-end builds and the browser part
//   --web-only       skip the API part (Lighthouse and the first visit only)
//   --runs N         Lighthouse runs per page and preset (default 3; the median is printed)
//   --pages LIST     the Lighthouse pages, comma-separated among home, product, onsale (default all)
//   --presets LIST   mobile, desktop or both (default mobile,desktop)
//   --save-lighthouse DIR   write every Lighthouse report (JSON) into DIR, to read its LCP element,
//                    phases and request chains
//   --no-first-visit skip the first visit to /home after Lighthouse
//   --port-base P    serve the store on P…P+4 and the API on P+1000 (default 3200; or
//                    BENCH_PORT_BASE), so that benchmarks of several worktrees do not collide
//   --listing-engine index|database   the API's LISTING_ENGINE (default index; database shows
//                    what a per-call SQL scan costs)
//   --peer URL       also run Lighthouse, in the same run and with the same settings, on the
//                    front-end peer served at URL (the public MF Tractor Store, built and served
//                    as docs/performance.md says, never part of this repository), on its pages
//                    --peer-pages LIST (default /,/product/CL-01,/products: home, a product, a listing)
//   --render-tier    after the front end, documents of /product/{id} from the shell's document
//                    server (autocannon, --connections, --duration): cached (the same product's
//                    document again, kept in the process for its s-maxage) and uncached (a new
//                    address per request, each rendered by the catalog's Node container)
//   --render-tier-only   that alone (implies --web-only, no Lighthouse, no first visit)
//   --seo            after the front end, Lighthouse's SEO category on one page of each kind the
//                    store's sitemap lists (product, listings, category, type, brand, content
//                    pages…), in English and in Arabic: each page's score and the audits it failed
//   --seo-only       that alone (implies --web-only, no performance runs, no first visit)
//   --write-stream   after the API figures, the write-stream scenario (needs --database): two fresh
//                    API processes on one database (ports P+10 and P+11) under listing load while a
//                    second client renames a brand, renames a category and approves a new product
//                    every second; prints time to first listing, resident memory per process, p99
//                    during the writes and how long each write took to show in each process
//   --write-stream-only   that scenario alone (implies --api-only)
//   --rate N         the write stream's first load: N listings per second on each process (default
//                    40), below what they serve, so its latency is a request's own; the second load
//                    saturates (--connections over both) and gives the throughput
//   --money-only     only the money figures (api/scripts/bench-money.ts: ledger postings per second,
//                    a payout run at 1,000 vendors and 100,000 delivered orders; docs/money.md),
//                    which a full run prints last; --money-vendors N, --money-orders N to change the sizes
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import { join } from 'node:path';
import { pnpm } from './pnpm.mjs';
import { ensureInstalled, buildAll } from './steps.mjs';
import { ensureChromium } from './chromium.mjs';
import { root, waitForUrls } from './apps.mjs';
import { APP_CONFIG, portEnv, portsFromBase, remotesManifest } from '../tooling/apps.mjs';
import { firstVisitFigures, lighthouseFigures, seoFigures, sitemapPageKinds } from './bench-web.mjs';

const args = process.argv.slice(2);
if (args.includes('--help') || args.includes('-h')) {
  // The usage is this file's opening comment: one text for readers of the code and of the terminal.
  const [, comment] = readFileSync(new URL(import.meta.url), 'utf8').match(/^#!.*\n((?:\/\/.*\n)+)/);
  console.log(comment.replace(/^\/\/ ?/gm, ''));
  process.exit(0);
}
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const products = option('products', null);
const database = option('database', null);
const samples = Number(option('samples', 200));
const duration = Number(option('duration', 10));
const connections = Number(option('connections', 16));
const apiOnly = args.includes('--api-only') || args.includes('--write-stream-only');
const renderTierOnly = args.includes('--render-tier-only');
const renderTier = renderTierOnly || args.includes('--render-tier');
const seoOnly = args.includes('--seo-only');
const seo = seoOnly || args.includes('--seo');
const webOnly = renderTierOnly || seoOnly || args.includes('--web-only');
const runs = Number(option('runs', 3));
const pageNames = option('pages', 'home,product,onsale').split(',');
const presets = option('presets', 'mobile,desktop').split(',');
const saveLighthouse = option('save-lighthouse', null);
const firstVisit = !args.includes('--no-first-visit');
const peer = option('peer', null);
const peerPages = option('peer-pages', '/,/product/CL-01,/products').split(',');
const portBase = Number(option('port-base', process.env.BENCH_PORT_BASE ?? 3200));
const listingEngine = option('listing-engine', 'index');
const writeStreamOnly = args.includes('--write-stream-only');
const writeStream = writeStreamOnly || args.includes('--write-stream');
if (writeStream && !database) {
  console.error('--write-stream needs --database (two API processes share one PostgreSQL database).');
  process.exit(2);
}

/** The money figures, in a database of their own (PGlite in memory, or beside --database). */
function moneyFigures() {
  const extra = ['--vendors', option('money-vendors', '1000'), '--orders', option('money-orders', '100000')];
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'scripts/bench-money.ts', ...extra, ...(database ? ['--database', database] : [])],
    {
      cwd: join(root, 'api'),
      stdio: 'inherit',
    },
  );
  return result.status ?? 1;
}

ensureInstalled();
if (args.includes('--money-only')) process.exit(moneyFigures());
if (apiOnly) {
  if (pnpm(['--filter', '@manzil/api', 'run', 'build']) !== 0) process.exit(1);
} else {
  buildAll();
}
const requireE2e = createRequire(join(root, 'e2e', 'package.json'));
const requireApi = createRequire(join(root, 'api', 'package.json'));
const autocannon = requireE2e('autocannon');

const BENCH_PORTS = portsFromBase(portBase);
/** SHELL_PORT… API_PORT of this run. */
const PORTS = Object.fromEntries(Object.entries(portEnv(BENCH_PORTS)).map(([k, v]) => [k, Number(v)]));
const APP_BY_PORT = Object.fromEntries(APP_CONFIG.map((app) => [BENCH_PORTS[app.name], app.dir]));
const dataDir = join(root, '.bench', `data-${products ?? 'default'}`);
mkdirSync(dataDir, { recursive: true });
const env = {
  ...process.env,
  ...Object.fromEntries(Object.entries(PORTS).map(([k, v]) => [k, String(v)])),
  DATA_DIR: dataDir,
  NODE_ENV: 'production',
  // Production refuses to start without a chosen gateway; the benchmark has no real one.
  PAYMENT_GATEWAY: 'sandbox',
  PAYOUT_PROVIDER: 'sandbox',
  // Production allows no cross-origin caller by default: name the local apps the browser runs on.
  CORS_ORIGINS:
    process.env.CORS_ORIGINS ??
    APP_CONFIG.flatMap((app) => [`http://localhost:${BENCH_PORTS[app.name]}`, `http://127.0.0.1:${BENCH_PORTS[app.name]}`]).join(','),
  LOG_LEVEL: 'warn',
  LISTING_ENGINE: listingEngine,
};
delete env.DATABASE_URL;
if (database) env.DATABASE_URL = database;

/** Creates the PostgreSQL database of `url` when it does not exist (connecting to `postgres`). */
async function ensureDatabase(url) {
  const pg = requireApi('pg');
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name)) throw new Error(`--database: "${name}" is not a plain database name.`);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString(), connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) {
      console.log(`Creating the PostgreSQL database ${name}…`);
      await client.query(`create database "${name}"`);
    }
    const { rows } = await client.query('show server_version');
    return rows[0].server_version;
  } finally {
    await client.end();
  }
}
const postgresVersion = database ? await ensureDatabase(database) : null;

// A production start seeds nothing, so the benchmark seeds the demo store itself.
{
  const count = String(products ?? 2400);
  console.log(`Seeding ${count} products (skipped when the database already has them)…`);
  const seeded = spawnSync(process.execPath, ['--import', 'tsx', 'src/seed/cli.ts', '--products', count, '--ensure', '--demo'], {
    cwd: join(root, 'api'),
    env,
    stdio: 'inherit',
  });
  if (seeded.status !== 0) process.exit(seeded.status ?? 1);
}

/** The write-stream scenario (scripts/bench-writes.mjs), on the built API. */
async function runWriteStream() {
  const { writeStreamFigures } = await import('./bench-writes.mjs');
  await writeStreamFigures({
    pg: requireApi('pg'),
    autocannon,
    entry: join(root, 'api', 'dist', 'server.js'),
    cwd: join(root, 'api'),
    env,
    port: portBase + 10,
    duration,
    connections,
    rate: Number(option('rate', 40)),
  });
}
if (writeStreamOnly) {
  console.log(
    `\nManzil benchmark — ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC; ${os.cpus().length} cores, load average ` +
      `${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}; Node ${process.versions.node}; PostgreSQL ${postgresVersion}; ${products ?? 2400} products`,
  );
  await runWriteStream();
  process.exit(0);
}

let server;
if (apiOnly) {
  server = spawn(process.execPath, [join(root, 'api', 'dist', 'server.js')], {
    cwd: join(root, 'api'),
    env: { ...env, PORT: String(PORTS.API_PORT) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
} else {
  const remotes = remotesManifest(BENCH_PORTS);
  const remotesFile = join(root, '.bench', 'remotes.json');
  writeFileSync(remotesFile, JSON.stringify(remotes));
  env.REMOTES_JSON = remotesFile;
  server = spawn(process.execPath, ['scripts/serve.mjs'], { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] });
}
let stopped = false;
const stop = () => {
  if (!stopped) server.kill('SIGTERM');
  stopped = true;
};
process.on('exit', stop);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130));
server.on('exit', (code) => {
  if (!stopped) {
    console.error(`The server stopped early (exit code ${code}).`);
    process.exit(1);
  }
});

const api = `http://127.0.0.1:${PORTS.API_PORT}`;
const storeUrls = [`${api}/api/health`, ...(apiOnly ? [] : [`http://127.0.0.1:${PORTS.PARTNER_PORT}/mf-manifest.json`])];
if (!(await waitForUrls(storeUrls, { timeoutMs: 180_000, intervalMs: 100 }))) throw new Error('The store did not start within 180 s.');

console.log(
  `\nManzil benchmark — ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC; ${os.cpus().length} cores (${os.cpus()[0]?.model?.trim()}), ` +
    `load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}; Node ${process.versions.node}; ` +
    (database ? `PostgreSQL ${postgresVersion}` : 'PGlite (embedded)'),
);

// 1. The front end: Lighthouse on three pages (mobile and desktop, median of `runs`), then a
// first visit to /home (JavaScript bytes, runtime copies, dependent round trips).
if (!apiOnly && !renderTierOnly && !seoOnly) {
  const chromiumPath = ensureChromium();
  const { _id: productId } = (await (await fetch(`${api}/api/products?page=1`)).json()).items[0];
  const pagePaths = { home: '/home', product: `/product/${productId}`, onsale: '/products/onsale' };
  await lighthouseFigures({
    chromiumPath,
    origin: `http://localhost:${PORTS.SHELL_PORT}`,
    pages: pageNames.map((name) => pagePaths[name] ?? name),
    runs,
    presets,
    saveDir: saveLighthouse,
    ports: Object.values(PORTS),
  });
  if (peer) {
    console.log(`\nThe peer, ${peer} (same Chromium, presets and runs):`);
    await lighthouseFigures({ chromiumPath, origin: peer.replace(/\/+$/, ''), pages: peerPages, runs, presets, saveDir: saveLighthouse });
  }
  if (firstVisit)
    await firstVisitFigures({
      chromiumPath,
      url: `http://localhost:${PORTS.SHELL_PORT}/home`,
      appByPort: APP_BY_PORT,
      ports: Object.values(PORTS),
    });
}
// Lighthouse's SEO category on every public page type the sitemap lists, in both languages.
if (seo) {
  const origin = `http://localhost:${PORTS.SHELL_PORT}`;
  await seoFigures({ chromiumPath: ensureChromium(), origin, paths: await sitemapPageKinds(origin), ports: Object.values(PORTS) });
}
// The render tier: documents of one product page, served again from the document cache, then a
// new address each time (a query the page ignores), so each is a render (loader, API, React).
if (renderTier) {
  const shell = `http://127.0.0.1:${PORTS.SHELL_PORT}`;
  const ids = (await (await fetch(`${api}/api/products?page=1&pageSize=48`)).json()).items.map((p) => p._id);
  const documents = async (label, nextPath) => {
    const result = await autocannon({
      url: shell,
      connections,
      duration,
      headers: { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br, zstd' },
      requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: nextPath() }) }],
    });
    console.log(
      `  ${label.padEnd(44)} ${Math.round(result.requests.average).toString().padStart(6)} documents/s   latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms   errors ${result.errors + result.non2xx}`,
    );
  };
  let n = 0;
  for (const id of ids.slice(0, 5)) await fetch(`${shell}/product/${id}`, { headers: { accept: 'text/html' } });
  console.log(`\nRender tier: documents of /product/{id}, ${connections} connections, ${duration} s each`);
  await documents('cached (5 products, documents kept)', () => `/product/${ids[n++ % 5]}`);
  await documents('uncached (every request rendered)', () => `/product/${ids[n % ids.length]}?bench=${n++}`);
}
if (webOnly) {
  stop();
  process.exit(0);
}

// 2. API latency and throughput.
const HEADERS = { 'accept-encoding': 'gzip, deflate, br' };
async function get(path, headers = {}) {
  const response = await fetch(`${api}${path}`, { headers: { ...HEADERS, ...headers } });
  if (response.status === 304) return new ArrayBuffer(0);
  const body = await response.arrayBuffer();
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${Buffer.from(body).toString().slice(0, 200)}`);
  return body;
}

const percentile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
async function latency(label, makePath, count = samples, headers = {}) {
  for (let i = 0; i < 5; i++) await get(makePath(count + i), headers); // warm the connection and the JIT
  const times = [];
  for (let i = 0; i < count; i++) {
    const t = process.hrtime.bigint();
    await get(makePath(i), headers);
    times.push(Number(process.hrtime.bigint() - t) / 1e6);
  }
  times.sort((a, b) => a - b);
  console.log(
    `  ${label.padEnd(44)} p50 ${percentile(times, 0.5).toFixed(1).padStart(6)} ms   p95 ${percentile(times, 0.95).toFixed(1).padStart(6)} ms   p99 ${percentile(times, 0.99).toFixed(1).padStart(6)} ms   max ${times.at(-1).toFixed(1).padStart(6)} ms`,
  );
}

async function throughput(label, paths, headers = {}) {
  const result = await autocannon({
    url: api,
    connections,
    duration,
    headers: { ...HEADERS, ...headers },
    requests: paths.map((path) => ({ method: 'GET', path })),
  });
  // A 304 is the expected answer of a conditional request, not an error.
  const failures = result.errors + result.non2xx - (headers['if-none-match'] ? (result['3xx'] ?? 0) : 0);
  console.log(
    `  ${label.padEnd(44)} ${Math.round(result.requests.average).toString().padStart(6)} req/s   latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms   errors ${failures}`,
  );
}

// The first listing call builds the API process's catalog index (once per catalog version).
let t = Date.now();
const first = JSON.parse(Buffer.from(await get('/api/products?page=1')).toString());
const firstMs = Date.now() - t;
t = Date.now();
await get('/api/products/search-suggestions?query=sofa');
const firstSuggestMs = Date.now() - t;

// Filter sets that change from request to request (brand names, colours, tags, price bounds,
// sort, page), so that no two consecutive requests ask the same question.
const brands = first.facets.brands.map((f) => f.value);
const colors = first.facets.colors.map((f) => f.value);
const tags = first.facets.tags.map((f) => f.value);
const SORTS = ['newest', 'price-asc', 'price-desc', 'name-asc', 'name-desc'];
const enc = encodeURIComponent;
const plain = (i) => `/api/products?page=${(i % 50) + 1}`;
const filtered = (i) => {
  const lo = 1_000 * (i % 7);
  const hi = lo + 20_000 + 10_000 * (i % 13);
  const parts = [
    `page=${(i % 3) + 1}`,
    `sort=${SORTS[i % 5]}`,
    `brands=${enc(brands[i % brands.length])}`,
    `minPrice=${lo}`,
    `maxPrice=${hi}`,
  ];
  if (i % 2) parts.push(`colors=${enc(colors[i % colors.length])},${enc(colors[(i * 7 + 3) % colors.length])}`);
  if (i % 3 === 0) parts.push(`tags=${enc(tags[i % tags.length])}`);
  if (i % 4 === 1) parts.push('hasSalePrice=true');
  return `/api/products?${parts.join('&')}`;
};
const categorySlugs = ['furniture', 'lighting', 'kitchen-dining', 'bath', 'home-decor', 'outdoor'];
const scoped = (i) =>
  `/api/products?categorySlug=${categorySlugs[i % 6]}&page=${(i % 20) + 1}&sort=${SORTS[i % 5]}${i % 2 ? '&readyToShip=true' : ''}`;
const searched = (i) =>
  `/api/products?q=${enc(['sofa', 'oak table', 'lamp', 'sofaa', 'armchiar', 'brass mirror'][i % 6])}&page=${(i % 3) + 1}`;
const WORDS = [
  'sofa',
  'lamp',
  'chair',
  'table',
  'bed',
  'sofaa',
  'mirror',
  'rug',
  'oak',
  'brass',
  'armchiar',
  'chandelir',
  's',
  'so',
  'sof',
  'nile l',
  'oak dining',
  'velvet corner sofa',
];
const suggest = (i) => `/api/products/search-suggestions?query=${enc(WORDS[i % WORDS.length])}`;

// 1,000+ distinct suggestion queries, as shoppers type them: prefixes of one or two words of real
// product and brand names (2 letters up to the whole word), and some with two letters swapped.
const names = new Set();
for (let page = 1; names.size < 2_000 && page <= 60; page++) {
  const body = JSON.parse(Buffer.from(await get(`/api/products?page=${page}&pageSize=48&sort=${SORTS[page % 5]}`)).toString());
  for (const item of body.items) names.add(item.name.toLowerCase());
  if (body.items.length === 0) break;
}
const distinct = new Set();
for (const name of names) {
  const words = name.split(/\s+/).filter((w) => w.length > 1);
  for (let k = 0; k < words.length && distinct.size < 1_500; k++) {
    const word = words[k];
    const cut = 2 + ((distinct.size * 7) % Math.max(1, word.length - 1));
    distinct.add(word.slice(0, cut));
    if (words[k + 1]) distinct.add(`${word} ${words[k + 1].slice(0, 1 + (distinct.size % words[k + 1].length))}`);
    if (word.length > 4) distinct.add(word.slice(0, 1) + word[2] + word[1] + word.slice(3));
  }
}
const distinctQueries = [...distinct].slice(0, 1_500);
const distinctSuggest = (i) => `/api/products/search-suggestions?query=${enc(distinctQueries[i % distinctQueries.length])}`;
const productIds = first.items.map((p) => p._id);
for (let page = 2; productIds.length < 500 && page <= 12; page++) {
  productIds.push(...JSON.parse(Buffer.from(await get(`/api/products?page=${page}&pageSize=48`)).toString()).items.map((p) => p._id));
}
const byId = (i) => `/api/products/${productIds[i % productIds.length]}`;
const conditionalUrl = '/api/products?page=1';
const etag = (await fetch(`${api}${conditionalUrl}`, { headers: HEADERS })).headers.get('etag');

console.log(`\nAPI on ${database ? 'PostgreSQL' : 'PGlite'}, ${first.total} listed products, listing engine: ${listingEngine}`);
console.log(
  `  first listing call after start (may wait for the catalog index): ${firstMs} ms; first suggestion call: ${firstSuggestMs} ms`,
);
console.log(`\nLatency, ${samples} sequential requests each (client-side, HTTP, compressed answers)`);
await latency('listing, no filters (pages 1-50)', plain);
await latency('listing, category (+ ready to ship)', scoped);
await latency('listing, brand + price + colours/tags/sale', filtered);
await latency('listing, text search q', searched);
await latency('search suggestions', suggest);
await latency(`search suggestions, ${distinctQueries.length} distinct queries`, distinctSuggest, distinctQueries.length);
await latency('product by id', byId);
await latency(`listing, conditional (If-None-Match → 304)`, () => conditionalUrl, samples, { 'if-none-match': etag ?? '' });
console.log(`\nUnder load (${connections} connections, ${duration} s each)`);
const many = (make, n) => Array.from({ length: n }, (_, i) => make(i));
await throughput('listing, no filters', many(plain, 50));
await throughput('listing, brand + price + colours/tags/sale', many(filtered, 200));
await throughput('search suggestions', many(suggest, WORDS.length));
await throughput(`search suggestions, ${distinctQueries.length} distinct`, many(distinctSuggest, distinctQueries.length));
await throughput('product by id', many(byId, productIds.length));
await throughput('listing, conditional (304)', [conditionalUrl], { 'if-none-match': etag ?? '' });
stop();
if (writeStream) await runWriteStream();
console.log('\nMoney');
moneyFigures();
process.exit(0);
