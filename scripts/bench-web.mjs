// The front-end part of `npm run bench`: Lighthouse on three pages, mobile and desktop,
// median of 3, and a first visit to /home in Chromium (JavaScript bytes, runtime copies,
// dependent round trips before the first product picture). Prints figures, never pass/fail.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
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

/**
 * Chromium refuses some ports outright (6000 is X11's: ERR_UNSAFE_PORT, which Lighthouse reports
 * as CHROME_INTERSTITIAL_ERROR); the store's own ports are allowed explicitly.
 * @param {number[]} ports
 */
export const allowPorts = (ports) => (ports.length ? [`--explicitly-allowed-ports=${ports.join(',')}`] : []);

/** The audits a run must have measured for its figures (and lighthouse's median) to mean anything. */
const REQUIRED_AUDITS = ['first-contentful-paint', 'largest-contentful-paint', 'interactive', 'total-blocking-time'];

/**
 * Why a Lighthouse run has no figures, or null when it has them: the error Lighthouse threw, the
 * run's `runtimeError` (NO_FCP, PROTOCOL_TIMEOUT…), or an audit every figure needs that errored
 * (Lantern could not simulate the page: the audit has no numericValue but an errorMessage).
 * @param {{ lhr?: any, error?: Error }} run
 */
export function runFailure(run) {
  if (run.error) return run.error.message.split('\n')[0];
  const { lhr } = run;
  if (lhr.runtimeError) return `${lhr.runtimeError.code}: ${lhr.runtimeError.message}`;
  for (const id of REQUIRED_AUDITS) {
    const audit = lhr.audits[id];
    if (!audit) return `${id}: no such audit`;
    if (typeof audit.numericValue !== 'number' || Number.isNaN(audit.numericValue))
      return `${id}: ${audit.errorMessage ?? audit.explanation ?? 'no value'}`;
  }
  return null;
}

/** The element and phases of a run's LCP (audits largest-contentful-paint-element, lcp-phases). */
function lcpDetail(lhr) {
  const items = lhr.audits['largest-contentful-paint-element']?.details?.items ?? [];
  const element = items[0]?.items?.[0]?.node;
  const phases = items[1]?.items ?? [];
  return {
    element: element ? `${element.nodeLabel ?? ''} <${element.selector ?? ''}>`.trim() : 'none',
    phases: phases.map((p) => `${p.phase ?? p.label} ${Math.round(p.timing)} ms`).join(', '),
  };
}

/**
 * Runs Lighthouse (performance only) `runs` times on each page in each preset and prints the
 * median run's score, LCP, TBT, CLS, FCP and Speed Index, and the LCP element and its phases.
 * A run that fails (Lighthouse throws, reports a runtimeError such as NO_FCP, or cannot simulate
 * a figure) is printed with its error and left out of the median; the others still count, and a
 * page whose runs all failed prints its errors instead of a row. Never throws for a page.
 * `saveDir`: every run's report is written there as JSON (page-preset-run.json).
 * @param {{ chromiumPath: string, origin: string, pages: string[], runs?: number, presets?: string[], saveDir?: string, ports?: number[] }} options
 */
export async function lighthouseFigures({ chromiumPath, origin, pages, runs = 3, presets = ['mobile', 'desktop'], saveDir, ports = [] }) {
  const { default: lighthouse } = await importE2e('lighthouse');
  const { default: desktopConfig } = await importE2e('lighthouse/core/config/desktop-config.js');
  const { computeMedianRun } = await importE2e('lighthouse/core/lib/median-run.js');
  const chromeLauncher = await importE2e('chrome-launcher');
  const { version } = requireE2e('lighthouse/package.json');
  if (saveDir) mkdirSync(saveDir, { recursive: true });
  console.log(`\nLighthouse ${version} (performance, simulated throttling), median of ${runs} runs, Chromium ${chromiumPath}`);
  console.log(`  ${'page'.padEnd(28)} ${'preset'.padEnd(8)} score    LCP      TBT     CLS     FCP      SI`);
  const rows = [];
  // Each page's document and the pictures it names once before measuring, as a store in use has
  // them: the document server keeps documents, the API renders each generated picture once per
  // process (20-45 ms of a core), and a first run that paid for those measured a store just started.
  for (const page of pages) {
    const html = await fetch(`${origin}${page}`).then(
      (r) => r.text(),
      () => '',
    );
    const pictures = new Set(
      [...html.matchAll(/(?:src|href|imageSrcSet|srcset)="([^"\s]+\/media\/[^"\s]+)/gi)].map(
        (m) => new URL(m[1].replace(/&amp;/g, '&'), origin).href,
      ),
    );
    await Promise.all(
      [...pictures].map((url) =>
        fetch(url).then(
          (r) => r.arrayBuffer(),
          () => undefined,
        ),
      ),
    );
  }
  for (const page of pages) {
    for (const preset of presets) {
      const attempts = [];
      for (let i = 0; i < runs; i++) {
        // A fresh browser per run: cold HTTP cache, no service worker, no leftover storage.
        let chrome;
        try {
          chrome = await chromeLauncher.launch({
            chromePath: chromiumPath,
            chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS, ...allowPorts(ports)],
          });
          const runner = await lighthouse(
            `${origin}${page}`,
            { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
            preset === 'desktop' ? desktopConfig : undefined,
          );
          if (!runner) throw new Error('Lighthouse returned no result');
          attempts.push({ lhr: runner.lhr });
          if (saveDir)
            writeFileSync(join(saveDir, `${page.replace(/\W+/g, '_').replace(/^_/, '')}-${preset}-${i + 1}.json`), runner.report);
        } catch (error) {
          attempts.push({ error });
        } finally {
          await chrome?.kill();
        }
      }
      const failures = attempts.map((a, i) => ({ run: i + 1, failure: runFailure(a) })).filter((f) => f.failure);
      const results = attempts.filter((a) => !runFailure(a)).map((a) => a.lhr);
      for (const { run, failure } of failures) console.log(`  ${page.padEnd(28)} ${preset.padEnd(8)} run ${run} failed: ${failure}`);
      if (results.length === 0) {
        rows.push({ page, preset, failed: failures.length });
        console.log(`  ${page.padEnd(28)} ${preset.padEnd(8)} no run succeeded`);
        continue;
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
        failed: failures.length,
        ...lcpDetail(lhr),
      };
      rows.push(row);
      console.log(
        `  ${page.padEnd(28)} ${preset.padEnd(8)} ${String(row.score).padStart(3)} ` +
          `${(row.lcp / 1000).toFixed(1).padStart(6)} s ${Math.round(row.tbt).toString().padStart(5)} ms ${row.cls.toFixed(3).padStart(6)} ` +
          `${(row.fcp / 1000).toFixed(1).padStart(6)} s ${(row.si / 1000).toFixed(1).padStart(5)} s   (runs: ${row.scores.join(', ')}` +
          `${failures.length ? `; ${failures.length} failed` : ''})`,
      );
      console.log(`  ${''.padEnd(28)} ${''.padEnd(8)} LCP element: ${row.element}; ${row.phases}`);
    }
  }
  return rows;
}

/**
 * One public page of each kind the store's sitemap lists, in each language: the kind is a path's
 * first segment and its number of segments (`/product/12`, `/products/onsale`, `/products/3/Sofas`,
 * `/category/2/subcategories`, `/policy/privacy`, …), the page its first URL in the sitemap.
 * @param {string} origin the store, e.g. http://localhost:3000
 * @returns {Promise<string[]>} paths, English first, then their `/ar` alternates
 */
export async function sitemapPageKinds(origin) {
  const locs = (xml) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
  const index = await (await fetch(`${origin}/sitemap.xml`)).text();
  const kinds = new Map();
  for (const file of locs(index)) {
    for (const path of locs(await (await fetch(`${origin}${file}`)).text())) {
      if (path === '/ar' || path.startsWith('/ar/')) continue;
      const segments = path.split('/').filter(Boolean);
      const kind = `${segments[0] ?? ''}/${segments.length}`;
      if (!kinds.has(kind)) kinds.set(kind, path);
    }
  }
  const english = [...kinds.values()];
  return [...english, ...english.map((path) => (path === '/' ? '/ar' : `/ar${path}`))];
}

/**
 * Lighthouse's SEO category on `paths` (one run each, mobile, one browser): prints each page's
 * score and the audits it failed, and returns them.
 * @param {{ chromiumPath: string, origin: string, paths: string[], ports?: number[] }} options
 * @returns {Promise<{ path: string, score: number, failed: string[] }[]>}
 */
export async function seoFigures({ chromiumPath, origin, paths, ports = [] }) {
  const { default: lighthouse } = await importE2e('lighthouse');
  const chromeLauncher = await importE2e('chrome-launcher');
  const { version } = requireE2e('lighthouse/package.json');
  console.log(`\nLighthouse ${version} SEO category, mobile, one run per page: one page of each kind the sitemap lists, in both languages`);
  const rows = [];
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS, ...allowPorts(ports)],
  });
  try {
    for (const path of paths) {
      let row;
      try {
        const runner = await lighthouse(`${origin}${path}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['seo'],
        });
        const { categories, audits } = runner.lhr;
        const failed = categories.seo.auditRefs
          .filter((ref) => ref.weight > 0 && audits[ref.id]?.score !== null && audits[ref.id]?.score < 1)
          .map((ref) => `${ref.id}${audits[ref.id].displayValue ? ` (${audits[ref.id].displayValue})` : ''}`);
        row = { path, score: Math.round((categories.seo.score ?? 0) * 100), failed };
      } catch (error) {
        row = { path, score: NaN, failed: [`run failed: ${error.message.split('\n')[0]}`] };
      }
      rows.push(row);
      console.log(
        `  ${path.slice(0, 44).padEnd(44)} ${String(row.score).padStart(3)}${row.failed.length ? `   failed: ${row.failed.join(', ')}` : ''}`,
      );
    }
  } finally {
    await chrome.kill();
  }
  const perfect = rows.filter((r) => r.score === 100).length;
  console.log(`  ${perfect} of ${rows.length} pages score 100`);
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
 * The dependent round trips up to and including `target`, walking back from it. A request's
 * predecessor is, among the requests it can be shown to depend on, the one that finished last
 * (before it was issued): the document or script that issued it (every script of its initiator's
 * stack, from Chromium's Network domain) and every JSON or script answer whose body names its
 * file (the runtime manifest names the remote's manifest, that one its chunks, an API answer the
 * picture). Requests issued in parallel never count twice; queueing for a connection does not count.
 */
export function dependentRoundTrips(entries, target) {
  const chain = [target];
  let current = target;
  for (;;) {
    const file = new URL(current.url).pathname.split('/').pop();
    const candidates = entries.filter(
      (e) => e !== current && e.end <= current.start && (current.initiators.has(e.url) || (file && e.body?.includes(file))),
    );
    if (candidates.length === 0) break;
    current = candidates.reduce((a, b) => (b.end > a.end ? b : a));
    chain.unshift(current);
  }
  return chain;
}

/** Every script URL of a CDP initiator (its stack and the async stacks it continues). */
function initiatorUrls(initiator) {
  const urls = new Set();
  if (initiator?.url) urls.add(initiator.url);
  for (let stack = initiator?.stack; stack; stack = stack.parent) for (const frame of stack.callFrames) if (frame.url) urls.add(frame.url);
  return urls;
}

/**
 * A cold first visit to `url` in Chromium: JavaScript transferred per app (brotli), copies of React
 * and of the Module Federation runtime, origins, and the dependent round trips before the first
 * product picture. Prints and returns the figures.
 * @param {{ chromiumPath: string, url: string, appByPort: Record<string, string>, viewport?: {width:number,height:number}, ports?: number[] }} options
 */
export async function firstVisitFigures({ chromiumPath, url, appByPort, viewport = { width: 1280, height: 900 }, ports = [] }) {
  const { chromium } = requireE2e('@playwright/test');
  const browser = await chromium.launch({ executablePath: chromiumPath, args: [...CHROMIUM_FLAGS, ...allowPorts(ports)] });
  const page = await browser.newPage({ viewport });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const initiatorsByUrl = new Map();
  cdp.on('Network.requestWillBeSent', ({ request, initiator }) => {
    if (!initiatorsByUrl.has(request.url)) initiatorsByUrl.set(request.url, initiatorUrls(initiator));
  });
  const requests = [];
  page.on('request', (request) => requests.push(request));
  const visitStarted = Date.now();
  // Not "network idle": a fetch answered from a preload never reports its end to the DevTools
  // protocol, so the page would never look idle. The first product picture, then 2 s of quiet.
  const picture = page.waitForResponse((response) => /\/media\/products\//.test(response.url()), { timeout: 60_000 }).catch(() => null);
  await page.goto(url, { waitUntil: 'load' });
  await picture;
  await page.waitForTimeout(2_000);
  const loadMs = Date.now() - visitStarted;
  const jsBytes = {};
  const react = reactChunks();
  let reactCopies = 0;
  let runtimeCopies = 0;
  const entries = [];
  for (const request of requests) {
    const response = await request.response();
    if (!response) continue;
    const timing = request.timing();
    const type = request.resourceType();
    // A preloaded answer may report itself as "other": read every body but pictures and media.
    const textual = !['image', 'media', 'font', 'stylesheet'].includes(type);
    const body = textual ? await response.text().catch(() => '') : '';
    const initiators = initiatorsByUrl.get(request.url()) ?? new Set();
    entries.push({
      url: request.url(),
      start: timing.startTime,
      end: timing.startTime + Math.max(timing.responseEnd, 0),
      initiators,
      body,
    });
    if (type !== 'script' && !/\.js$/.test(new URL(request.url()).pathname)) continue;
    // The ICU worker's script is a blob: made in the page, nothing sent over the network.
    if (!/^https?:/.test(request.url())) continue;
    const app = appByPort[new URL(request.url()).port] ?? 'other';
    const sizes = await request.sizes();
    jsBytes[app] = (jsBytes[app] ?? 0) + sizes.responseBodySize;
    if (react.has(`${app}/${new URL(request.url()).pathname.slice(1)}`)) reactCopies++;
    if (body.includes('Federation Runtime')) runtimeCopies++;
  }
  await browser.close();
  const origins = new Set(entries.map((e) => new URL(e.url).origin));
  const firstPicture = entries.find((e) => /\/media\/products\//.test(e.url));
  const chain = firstPicture ? dependentRoundTrips(entries, firstPicture) : [];
  const total = Object.values(jsBytes).reduce((a, b) => a + b, 0);

  console.log(`\nFirst visit to ${new URL(url).pathname} (cold cache, Chromium, ${viewport.width}×${viewport.height}, no throttling)`);
  for (const [app, bytes] of Object.entries(jsBytes).sort())
    console.log(`  ${app.padEnd(14)} ${(bytes / 1024).toFixed(1).padStart(7)} KiB of JavaScript (transferred)`);
  console.log(`  ${'total'.padEnd(14)} ${(total / 1024).toFixed(1).padStart(7)} KiB`);
  console.log(`  copies of React: ${reactCopies}; copies of the Module Federation runtime: ${runtimeCopies}`);
  console.log(`  requests: ${entries.length} over ${origins.size} origins; first picture + 2 s after ${loadMs} ms`);
  if (firstPicture) {
    console.log(`  dependent round trips up to the first product picture: ${chain.length}`);
    for (const e of chain)
      console.log(
        `    ${Math.round(e.start - chain[0].start)
          .toString()
          .padStart(5)} ms  ${e.url.replace(/^https?:\/\/[^/]+/, (o) => `:${new URL(o).port}`)}`,
      );
  } else {
    console.log('  no product picture was requested');
  }
  return { jsBytes, total, reactCopies, runtimeCopies, roundTrips: chain.length, requests: entries.length, origins: origins.size };
}
