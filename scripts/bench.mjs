#!/usr/bin/env node
// `npm run bench`: prints figures, never pass/fail. Builds what changed, serves the store on
// ports of its own (32xx, API 4200), then measures:
//   1. a first visit to /home in Chromium: JavaScript bytes each app sent (as transferred, gzip),
//      and how many requests the page made before its first product picture;
//   2. the API: median and p95 latency of the listing call (with and without filters) and of the
//      search suggestions, then requests per second under concurrent load (autocannon).
// Options: --products N (seed N products first; default: the standard seed), --database URL
// (PostgreSQL instead of the embedded PGlite), --samples N (sequential requests per call, 200).
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
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

ensureInstalled();
buildAll();
const chromiumPath = ensureChromium();
const require = createRequire(join(root, 'e2e', 'package.json'));
const { chromium } = require('@playwright/test');
const autocannon = require('autocannon');

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
  ...(database ? { DATABASE_URL: database } : {}),
};
const remotes = JSON.parse(
  (await import('node:fs')).readFileSync(join(root, 'shell', 'public', 'remotes.json'), 'utf8'),
);
remotes.apiBaseUrl = 'http://{hostname}:4200';
for (const r of remotes.remotes) r.entry = r.entry.replace(/:(300\d)\//, (_m, p) => `:${Number(p) + 200}/`);
const remotesFile = join(root, '.bench', 'remotes.json');
(await import('node:fs')).writeFileSync(remotesFile, JSON.stringify(remotes));
env.REMOTES_JSON = remotesFile;

if (products) {
  console.log(`Seeding ${products} products (once per data folder or database)…`);
  const seeded = spawnSync(process.execPath, ['--import', 'tsx', 'src/seed/cli.ts', '--products', products], {
    cwd: join(root, 'api'),
    env,
    stdio: 'inherit',
  });
  if (seeded.status !== 0) process.exit(seeded.status ?? 1);
}

const server = spawn(process.execPath, ['scripts/serve.mjs'], { cwd: root, env, stdio: ['ignore', 'pipe', 'inherit'] });
const stop = () => server.kill('SIGTERM');
process.on('exit', stop);
const api = 'http://localhost:4200';
for (let i = 0; ; i++) {
  try {
    if ((await fetch(`${api}/api/health`)).ok && (await fetch('http://localhost:3204/mf-manifest.json')).ok) break;
  } catch {
    /* not up yet */
  }
  if (i > 600) throw new Error('The store did not start within 60 s.');
  await new Promise((r) => setTimeout(r, 100));
}

// 1. First visit to /home.
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
const started = Date.now();
await page.goto('http://localhost:3200/home', { waitUntil: 'networkidle' });
const loadMs = Date.now() - started;
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

// 2. API latency and throughput.
async function latency(label, makePath) {
  const times = [];
  for (let i = 0; i < samples; i++) {
    const t = process.hrtime.bigint();
    const response = await fetch(`${api}${makePath(i)}`);
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${makePath(i)} answered ${response.status}`);
    times.push(Number(process.hrtime.bigint() - t) / 1e6);
  }
  times.sort((a, b) => a - b);
  const pick = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))];
  console.log(`  ${label.padEnd(34)} p50 ${pick(0.5).toFixed(1).padStart(6)} ms   p95 ${pick(0.95).toFixed(1).padStart(6)} ms`);
}

async function throughput(label, paths) {
  const result = await autocannon({
    url: api,
    connections: 16,
    duration: 5,
    requests: paths.map((path) => ({ method: 'GET', path })),
  });
  console.log(`  ${label.padEnd(34)} ${Math.round(result.requests.average).toString().padStart(6)} req/s   p99 ${result.latency.p99} ms   errors ${result.errors + result.non2xx}`);
}

const first = await (await fetch(`${api}/api/products?page=1`)).json();
const brand = first.facets.brands[0]?.value ?? '';
const filtered = (i) =>
  `/api/products?page=${(i % 5) + 1}&brands=${encodeURIComponent(brand)}&minPrice=2000&maxPrice=150000&sort=price-asc`;
const plain = (i) => `/api/products?page=${(i % 50) + 1}`;
const words = ['sofa', 'lamp', 'chair', 'table', 'bed', 'sofaa', 'mirror', 'rug', 'oak', 'brass'];
const suggest = (i) => `/api/products/search-suggestions?query=${words[i % words.length]}`;

console.log(`\nAPI on ${database ? 'PostgreSQL' : 'PGlite'}, ${first.total} listed products (${samples} sequential requests each)`);
await latency('listing, no filters', plain);
await latency('listing, brand + price + sort', filtered);
await latency('search suggestions', suggest);
console.log('\nUnder load (16 connections, 5 s each)');
await throughput('listing, no filters', Array.from({ length: 50 }, (_, i) => plain(i)));
await throughput('listing, brand + price + sort', Array.from({ length: 5 }, (_, i) => filtered(i)));
await throughput('search suggestions', words.map((_, i) => suggest(i)));
stop();
process.exit(0);
