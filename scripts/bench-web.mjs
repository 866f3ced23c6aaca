// The front-end part of `npm run bench` (issue 9): Lighthouse on three pages, mobile and desktop,
// median of 3, and a first visit to /home in Chromium (JavaScript bytes, runtime copies,
// dependent round trips before the first product picture). Prints figures, never pass/fail.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { APPS, root } from './apps.mjs';

const requireE2e = createRequire(join(root, 'e2e', 'package.json'));
const importE2e = async (specifier) => import(pathToFileURL(requireE2e.resolve(specifier)).href);

/** The Chromium flags of every browser the project starts (helper brief, e2e config). */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/**
 * Runs Lighthouse (performance only) `runs` times on each page in both presets and prints the
 * median run's score, LCP, TBT, CLS, FCP and Speed Index. Returns the medians.
 * @param {{ chromiumPath: string, origin: string, pages: string[], runs?: number }} options
 */
export async function lighthouseFigures({ chromiumPath, origin, pages, runs = 3 }) {
  const { default: lighthouse } = await importE2e('lighthouse');
  const { default: desktopConfig } = await importE2e('lighthouse/core/config/desktop-config.js');
  const { computeMedianRun } = await importE2e('lighthouse/core/lib/median-run.js');
  const chromeLauncher = await importE2e('chrome-launcher');
  const { version } = requireE2e('lighthouse/package.json');
  console.log(`\nLighthouse ${version} (performance, simulated throttling), median of ${runs} runs, Chromium ${chromiumPath}`);
  console.log(`  ${'page'.padEnd(28)} ${'preset'.padEnd(8)} score    LCP      TBT     CLS     FCP      SI`);
  const rows = [];
  for (const page of pages) {
    for (const preset of ['mobile', 'desktop']) {
      const results = [];
      for (let i = 0; i < runs; i++) {
        // A fresh browser per run: cold HTTP cache, no service worker, no leftover storage.
        const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS] });
        try {
          const runner = await lighthouse(
            `${origin}${page}`,
            { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
            preset === 'desktop' ? desktopConfig : undefined,
          );
          results.push(runner.lhr);
        } finally {
          await chrome.kill();
        }
      }
      const lhr = computeMedianRun(results);
      const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
      const row = {
        page,
        preset,
        score: Math.round((lhr.categories.performance.score ?? 0) * 100),
        scores: results.map((r) => Math.round((r.categories.performance.score ?? 0) * 100)),
        lcp: audit('largest-contentful-paint'),
        tbt: audit('total-blocking-time'),
        cls: audit('cumulative-layout-shift'),
        fcp: audit('first-contentful-paint'),
        si: audit('speed-index'),
      };
      rows.push(row);
      console.log(
        `  ${page.padEnd(28)} ${preset.padEnd(8)} ${String(row.score).padStart(3)} ` +
          `${(row.lcp / 1000).toFixed(1).padStart(6)} s ${Math.round(row.tbt).toString().padStart(5)} ms ${row.cls.toFixed(3).padStart(6)} ` +
          `${(row.fcp / 1000).toFixed(1).padStart(6)} s ${(row.si / 1000).toFixed(1).padStart(5)} s   (runs: ${row.scores.join(', ')})`,
      );
    }
  }
  return rows;
}

/** The `react` chunks every app's manifest names (a loaded one is one copy of React). */
function reactChunks() {
  const files = new Set();
  for (const app of APPS) {
    const manifest = JSON.parse(readFileSync(join(root, app.dir, 'dist', 'mf-manifest.json'), 'utf8'));
    for (const shared of manifest.shared) if (shared.name === 'react') for (const f of shared.assets.js.sync) files.add(`${app.dir}/${f}`);
  }
  return files;
}

/**
 * The number of dependent round trips up to and including `target`: walking back from it, each
 * step is the request that finished last before the current one was issued (a request issued
 * before another finished did not wait for it). Issue times are when the page asked, not when a
 * connection was free, so queueing behind HTTP/1.1's six connections does not count.
 */
export function dependentRoundTrips(entries, target) {
  let chain = [target];
  let current = target;
  for (;;) {
    const before = entries.filter((e) => e !== current && e.end <= current.start);
    if (before.length === 0) break;
    current = before.reduce((a, b) => (b.end > a.end ? b : a));
    chain = [current, ...chain];
  }
  return chain;
}

/**
 * A cold first visit to `url` in Chromium: JavaScript transferred per app (gzip), copies of React
 * and of the Module Federation runtime, origins, and the dependent round trips before the first
 * product picture. Prints and returns the figures.
 * @param {{ chromiumPath: string, url: string, appByPort: Record<string, string>, viewport?: {width:number,height:number} }} options
 */
export async function firstVisitFigures({ chromiumPath, url, appByPort, viewport = { width: 1280, height: 900 } }) {
  const { chromium } = requireE2e('@playwright/test');
  const browser = await chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_FLAGS });
  const page = await browser.newPage({ viewport });
  const requests = [];
  page.on('request', (request) => requests.push({ request, issued: Date.now() }));
  const visitStarted = Date.now();
  await page.goto(url, { waitUntil: 'networkidle' });
  const loadMs = Date.now() - visitStarted;
  const jsBytes = {};
  const react = reactChunks();
  let reactCopies = 0;
  let runtimeCopies = 0;
  const entries = [];
  for (const { request } of requests) {
    const response = await request.response();
    if (!response) continue;
    const timing = request.timing();
    entries.push({ url: request.url(), start: timing.startTime, end: timing.startTime + Math.max(timing.responseEnd, 0) });
    if (request.resourceType() !== 'script') continue;
    const app = appByPort[new URL(request.url()).port] ?? 'other';
    const sizes = await request.sizes();
    jsBytes[app] = (jsBytes[app] ?? 0) + sizes.responseBodySize;
    if (react.has(`${app}/${new URL(request.url()).pathname.slice(1)}`)) reactCopies++;
    const body = await response.text().catch(() => '');
    if (body.includes('Federation Runtime')) runtimeCopies++;
  }
  await browser.close();
  const origins = new Set(entries.map((e) => new URL(e.url).origin));
  const picture = entries.find((e) => /\/media\/products\//.test(e.url));
  const chain = picture ? dependentRoundTrips(entries, picture) : [];
  const total = Object.values(jsBytes).reduce((a, b) => a + b, 0);

  console.log(`\nFirst visit to ${new URL(url).pathname} (cold cache, Chromium, ${viewport.width}×${viewport.height}, no throttling)`);
  for (const [app, bytes] of Object.entries(jsBytes).sort()) console.log(`  ${app.padEnd(14)} ${(bytes / 1024).toFixed(1).padStart(7)} KiB of JavaScript (transferred, gzip)`);
  console.log(`  ${'total'.padEnd(14)} ${(total / 1024).toFixed(1).padStart(7)} KiB`);
  console.log(`  copies of React: ${reactCopies}; copies of the Module Federation runtime: ${runtimeCopies}`);
  console.log(`  requests: ${entries.length} over ${origins.size} origins; network idle after ${loadMs} ms`);
  if (picture) {
    console.log(`  dependent round trips up to the first product picture: ${chain.length}`);
    for (const e of chain) console.log(`    ${Math.round(e.start - chain[0].start).toString().padStart(5)} ms  ${e.url.replace(/^https?:\/\/[^/]+/, (o) => `:${new URL(o).port}`)}`);
  } else {
    console.log('  no product picture was requested');
  }
  return { jsBytes, total, reactCopies, runtimeCopies, roundTrips: chain.length, requests: entries.length, origins: origins.size };
}
