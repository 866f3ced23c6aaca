#!/usr/bin/env node
// `npm run bench`: prints figures, never pass/fail. Builds what changed, serves the store on
// ports of its own (32xx, API 4200), then measures:
//   1. a first visit to /home in Chromium: JavaScript bytes each app sent (as transferred, gzip),
//      and how many requests the page made before its first product picture (issue 2);
//   2. the API (issue 3): p50 and p95 latency of the listing call without and with filters and
//      of the search suggestions (sequential requests, each timed from the client), then
//      requests per second for each under concurrent load (autocannon).
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
//   --listing-engine index|database   the API's LISTING_ENGINE (default index; database shows
//                    what a per-call SQL scan costs)
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import { join } from 'node:path';
import { pnpm } from './pnpm.mjs';
import { ensureInstalled, buildAll } from './steps.mjs';
import { ensureChromium } from './chromium.mjs';
import { root } from './apps.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const products = option('products', null);
const database = option('database', null);
const samples = Number(option('samples', 200));
const duration = Number(option('duration', 10));
const connections = Number(option('connections', 16));
const apiOnly = args.includes('--api-only');
const listingEngine = option('listing-engine', 'index');

ensureInstalled();
if (apiOnly) {
  if (pnpm(['--filter', '@manzil/api', 'run', 'build']) !== 0) process.exit(1);
} else {
  buildAll();
}
const requireE2e = createRequire(join(root, 'e2e', 'package.json'));
const requireApi = createRequire(join(root, 'api', 'package.json'));
const autocannon = requireE2e('autocannon');

const PORTS = { SHELL_PORT: 3200, CATALOG_PORT: 3201, CHECKOUT_PORT: 3202, ACCOUNT_PORT: 3203, PARTNER_PORT: 3204, API_PORT: 4200 };
const APP_BY_PORT = { 3200: 'shell', 3201: 'mfe-catalog', 3202: 'mfe-checkout', 3203: 'mfe-account', 3204: 'mfe-partner' };
const dataDir = join(root, '.bench', `data-${products ?? 'default'}`);
mkdirSync(dataDir, { recursive: true });
const env = {
  ...process.env,
  ...Object.fromEntries(Object.entries(PORTS).map(([k, v]) => [k, String(v)])),
  DATA_DIR: dataDir,
  NODE_ENV: 'production',
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

// A production start seeds nothing (issue 8), so the benchmark seeds the demo store itself.
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

let server;
if (apiOnly) {
  server = spawn(process.execPath, [join(root, 'api', 'dist', 'server.js')], {
    cwd: join(root, 'api'),
    env: { ...env, PORT: String(PORTS.API_PORT) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
} else {
  const remotes = JSON.parse(readFileSync(join(root, 'shell', 'public', 'remotes.json'), 'utf8'));
  remotes.apiBaseUrl = 'http://{hostname}:4200';
  for (const r of remotes.remotes) r.entry = r.entry.replace(/:(300\d)\//, (_m, p) => `:${Number(p) + 200}/`);
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

const api = 'http://127.0.0.1:4200';
const started = Date.now();
for (;;) {
  try {
    const ready = (await fetch(`${api}/api/health`)).ok && (apiOnly || (await fetch('http://127.0.0.1:3204/mf-manifest.json')).ok);
    if (ready) break;
  } catch {
    /* not up yet */
  }
  if (Date.now() - started > 180_000) throw new Error('The store did not start within 180 s.');
  await new Promise((r) => setTimeout(r, 100));
}

console.log(
  `\nManzil benchmark — ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC; ${os.cpus().length} cores (${os.cpus()[0]?.model?.trim()}), ` +
    `load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}; Node ${process.versions.node}; ` +
    (database ? `PostgreSQL ${postgresVersion}` : 'PGlite (embedded)'),
);

// 1. First visit to /home.
if (!apiOnly) {
  const chromiumPath = ensureChromium();
  const { chromium } = requireE2e('@playwright/test');
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
  });
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const requests = [];
  let firstPictureIndex = -1;
  page.on('request', (request) => {
    requests.push(request);
    if (firstPictureIndex < 0 && /\/media\/products\//.test(request.url())) firstPictureIndex = requests.length - 1;
  });
  const visitStarted = Date.now();
  await page.goto('http://localhost:3200/home', { waitUntil: 'networkidle' });
  const loadMs = Date.now() - visitStarted;
  const jsBytes = {};
  for (const request of requests) {
    const response = await request.response();
    if (!response || request.resourceType() !== 'script') continue;
    const app = APP_BY_PORT[new URL(request.url()).port] ?? 'other';
    const sizes = await request.sizes();
    jsBytes[app] = (jsBytes[app] ?? 0) + sizes.responseBodySize;
  }
  await browser.close();

  console.log('\nFirst visit to /home (cold cache, Chromium, 1280×900)');
  for (const [app, bytes] of Object.entries(jsBytes).sort()) console.log(`  ${app.padEnd(14)} ${(bytes / 1024).toFixed(1).padStart(7)} KiB of JavaScript (transferred, gzip)`);
  const total = Object.values(jsBytes).reduce((a, b) => a + b, 0);
  console.log(`  ${'total'.padEnd(14)} ${(total / 1024).toFixed(1).padStart(7)} KiB`);
  console.log(`  requests before the first product picture: ${firstPictureIndex < 0 ? 'no product picture requested' : firstPictureIndex}`);
  console.log(`  network idle after ${loadMs} ms`);
}

// 2. API latency and throughput.
const HEADERS = { 'accept-encoding': 'gzip, deflate, br' };
async function get(path) {
  const response = await fetch(`${api}${path}`, { headers: HEADERS });
  const body = await response.arrayBuffer();
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${Buffer.from(body).toString().slice(0, 200)}`);
  return body;
}

const percentile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
async function latency(label, makePath) {
  for (let i = 0; i < 5; i++) await get(makePath(samples + i)); // warm the connection and the JIT
  const times = [];
  for (let i = 0; i < samples; i++) {
    const t = process.hrtime.bigint();
    await get(makePath(i));
    times.push(Number(process.hrtime.bigint() - t) / 1e6);
  }
  times.sort((a, b) => a - b);
  console.log(`  ${label.padEnd(44)} p50 ${percentile(times, 0.5).toFixed(1).padStart(6)} ms   p95 ${percentile(times, 0.95).toFixed(1).padStart(6)} ms   max ${times.at(-1).toFixed(1).padStart(6)} ms`);
}

async function throughput(label, paths) {
  const result = await autocannon({
    url: api,
    connections,
    duration,
    headers: HEADERS,
    requests: paths.map((path) => ({ method: 'GET', path })),
  });
  console.log(
    `  ${label.padEnd(44)} ${Math.round(result.requests.average).toString().padStart(6)} req/s   latency p50 ${result.latency.p50} ms, p97.5 ${result.latency.p97_5} ms   errors ${result.errors + result.non2xx}`,
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
  const parts = [`page=${(i % 3) + 1}`, `sort=${SORTS[i % 5]}`, `brands=${enc(brands[i % brands.length])}`, `minPrice=${lo}`, `maxPrice=${hi}`];
  if (i % 2) parts.push(`colors=${enc(colors[i % colors.length])},${enc(colors[(i * 7 + 3) % colors.length])}`);
  if (i % 3 === 0) parts.push(`tags=${enc(tags[i % tags.length])}`);
  if (i % 4 === 1) parts.push('hasSalePrice=true');
  return `/api/products?${parts.join('&')}`;
};
const categorySlugs = ['furniture', 'lighting', 'kitchen-dining', 'bath', 'home-decor', 'outdoor'];
const scoped = (i) => `/api/products?categorySlug=${categorySlugs[i % 6]}&page=${(i % 20) + 1}&sort=${SORTS[i % 5]}${i % 2 ? '&readyToShip=true' : ''}`;
const searched = (i) => `/api/products?q=${enc(['sofa', 'oak table', 'lamp', 'sofaa', 'armchiar', 'brass mirror'][i % 6])}&page=${(i % 3) + 1}`;
const WORDS = ['sofa', 'lamp', 'chair', 'table', 'bed', 'sofaa', 'mirror', 'rug', 'oak', 'brass', 'armchiar', 'chandelir', 's', 'so', 'sof', 'nile l', 'oak dining', 'velvet corner sofa'];
const suggest = (i) => `/api/products/search-suggestions?query=${enc(WORDS[i % WORDS.length])}`;

console.log(`\nAPI on ${database ? 'PostgreSQL' : 'PGlite'}, ${first.total} listed products, listing engine: ${listingEngine}`);
console.log(`  first listing call after start (may wait for the catalog index): ${firstMs} ms; first suggestion call: ${firstSuggestMs} ms`);
console.log(`\nLatency, ${samples} sequential requests each (client-side, HTTP, compressed answers)`);
await latency('listing, no filters (pages 1-50)', plain);
await latency('listing, category (+ ready to ship)', scoped);
await latency('listing, brand + price + colours/tags/sale', filtered);
await latency('listing, text search q', searched);
await latency('search suggestions', suggest);
console.log(`\nUnder load (${connections} connections, ${duration} s each)`);
const many = (make, n) => Array.from({ length: n }, (_, i) => make(i));
await throughput('listing, no filters', many(plain, 50));
await throughput('listing, brand + price + colours/tags/sale', many(filtered, 200));
await throughput('search suggestions', many(suggest, WORDS.length));
stop();
process.exit(0);
