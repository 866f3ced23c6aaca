// The shell's document for one path, ready for a first visit: the runtime manifest
// inlined as plain data, and hints for everything the first screen's scripts wait for — the
// shell's own chunks, the owning remote's manifest, entry, routes and page chunks — so that none
// is found only when another has run.
//
// The scripts start one frame after the document's first paint (START_AFTER_FIRST_PAINT): the
// served markup, its stylesheets and its first picture are all a first view needs, and a script
// fetched or run before that paint only delays it (on a phone's network and CPU: the scripts are
// 10× the document's bytes). Measured in docs/performance.md.
//
// Content-Security-Policy: the inlined manifest and the list of scripts are
// `<script type="application/json">`, data that no browser runs, so a policy needs no nonce or hash
// for them; the one inline script is a constant whose hash the policy names
// (START_AFTER_FIRST_PAINT_HASH); the hints' URLs are those a policy's script-src / connect-src must
// allow anyway for the page to work.

import { createHash } from 'node:crypto';
import { ON_DEMAND_SHARED } from './federation.mjs';

/** Exposed modules the shell's header and footer render on every page (shell/src/header, src/footer). */
export const FRAME_EXPOSES = { catalog: ['SearchBox'] };

/** The id of the list of hints and scripts that START_AFTER_FIRST_PAINT puts in the document. */
export const AFTER_FIRST_PAINT_ELEMENT_ID = 'manzil-after-first-paint';

/**
 * How many of the hints and scripts START_AFTER_FIRST_PAINT adds in one task: each starts a
 * request (Blink's resource fetcher, ≈ 1 ms of the main thread here, more on a phone), and the
 * 17 of a product page added at once made a 14–20 ms CPU task (50–140 ms on a loaded 2-core
 * machine), the longest before main.js (docs/performance.md).
 */
const ITEMS_PER_TASK = 4;

/**
 * The document's one inline script: one frame after the first paint (a `requestAnimationFrame`
 * callback runs just before a frame, the task it queues just after), it adds to the head, in
 * order, the preload hints and scripts listed as JSON in #manzil-after-first-paint (attributes
 * as given), ITEMS_PER_TASK at a time, each group in a task of its own; then, in a task of its
 * own too, it starts a dedicated worker that makes one Intl.NumberFormat and ends. V8 builds the list of locales a number format can take (30–130
 * ms in a fresh renderer; every price needs a format, and React would otherwise meet it while
 * hydrating) once per process, for every thread: made on the worker's thread while the scripts
 * download, it costs the page's main thread nothing, and the prices' first format then takes a
 * few ms. Without workers (or a policy without `worker-src blob:`) the first price pays it, as
 * before. A document opened in a background tab, which paints no frame until shown (and whose
 * timers wait a second or more), adds them all at once.
 */
export const START_AFTER_FIRST_PAINT =
  `(()=>{const d=document;let items;const next=(n)=>{items??=JSON.parse(d.getElementById('${AFTER_FIRST_PAINT_ELEMENT_ID}').textContent);const f=d.createDocumentFragment();` +
  `for(const item of items.splice(0,n)){const e=d.createElement(item.src?'script':'link');for(const[k,v]of Object.entries(item))e.setAttribute(k,v);f.append(e)}d.head.append(f);` +
  `if(items.length)setTimeout(()=>next(n));else setTimeout(()=>{try{const u=URL.createObjectURL(new Blob(['new Intl.NumberFormat().format(1);close()'],{type:'text/javascript'}));new Worker(u);URL.revokeObjectURL(u)}catch{}})};` +
  `if(d.visibilityState==='hidden')next(1/0);else requestAnimationFrame(()=>setTimeout(()=>next(${ITEMS_PER_TASK})))})()`;

/** START_AFTER_FIRST_PAINT's hash as a Content-Security-Policy source (`'sha256-…'`). */
export const START_AFTER_FIRST_PAINT_HASH = `'sha256-${createHash('sha256').update(START_AFTER_FIRST_PAINT).digest('base64')}'`;

/** The id of the inlined runtime manifest (shell/src/federation/inline-manifest.ts reads it). */
export const RUNTIME_MANIFEST_ELEMENT_ID = 'manzil-runtime-manifest';

/**
 * The files of the shared packages a first visit loads, from the shell's first-load.json groups
 * (or styles): every `shared:<package>` group but those only code loaded on demand imports
 * (ON_DEMAND_SHARED).
 * @param {Record<string, string[]> | undefined} groups
 */
function firstVisitSharedFiles(groups) {
  return Object.entries(groups ?? {}).flatMap(([name, files]) =>
    name.startsWith('shared:') && !ON_DEMAND_SHARED.includes(name.slice('shared:'.length)) ? files : [],
  );
}

/**
 * The shell's files a first visit loads besides main.js (the document's own script): the bootstrap
 * chunk group and the shared packages it provides (firstVisitSharedFiles), scripts and
 * stylesheets. The hints below and the bundle budget (scripts/bundle-budget.mjs) both count these.
 * @param {{ groups?: Record<string, string[]>, styles?: Record<string, string[]> } | undefined} shellLoad the shell's first-load.json
 * @returns {{ scripts: string[], styles: string[] }}
 */
export function shellFirstVisitFiles(shellLoad) {
  const pick = (map) => [...new Set([...(map?.bootstrap ?? []), ...firstVisitSharedFiles(map)])];
  return { scripts: pick(shellLoad?.groups), styles: pick(shellLoad?.styles) };
}

/**
 * A remote's files a first visit loads: its entry, the chunks of the exposed modules named, and
 * the page chunks of the route pattern (first-load.json), scripts and stylesheets, as paths
 * relative to the remote's base URL. The hints below and the bundle budget both count these.
 * @param {{ manifest?: any, firstLoad?: any }} read the remote's mf-manifest.json and first-load.json
 * @param {Iterable<string>} exposes exposed module names ('SearchBox', 'routes')
 * @param {string | null} pattern the route pattern it owns on this page, if any
 * @returns {{ scripts: string[], styles: string[] }}
 */
export function remoteFirstVisitFiles({ manifest, firstLoad }, exposes, pattern) {
  const names = new Set(exposes);
  const scripts = new Set();
  const styles = new Set();
  const entryFile = manifest?.metaData?.remoteEntry;
  if (entryFile?.name) scripts.add(`${entryFile.path ? `${entryFile.path.replace(/\/?$/, '/')}` : ''}${entryFile.name}`);
  for (const expose of manifest?.exposes ?? [])
    if (names.has(expose.name)) {
      for (const file of expose.assets?.js?.sync ?? []) scripts.add(file);
      for (const file of expose.assets?.css?.sync ?? []) styles.add(file);
    }
  const route = (pattern && firstLoad?.routes?.[pattern]) || {};
  for (const file of route.scripts ?? []) scripts.add(file);
  for (const file of route.styles ?? []) styles.add(file);
  return { scripts: [...scripts], styles: [...styles] };
}

/** `{hostname}` in a runtime-manifest URL is the page's host name (as the shell resolves it). */
export const resolveTemplate = (url, hostname) => url.replaceAll('{hostname}', hostname);

/**
 * The parameters of a React Router pattern (`/product/:id`, static segments case-insensitive, a
 * trailing `*` taking the rest) in a path, decoded, or null when the pattern does not match it:
 * which remote owns the path, as the shell's remotes-config.ts asks matchPath, and what its first
 * API calls are about.
 * @returns {Record<string, string> | null}
 */
export function routeParams(pattern, pathname) {
  const want = pattern.split('/').filter(Boolean);
  const have = pathname.split('/').filter(Boolean);
  const params = {};
  for (let i = 0; i < want.length; i++) {
    if (want[i] === '*') return params;
    if (i >= have.length) return null;
    if (want[i].startsWith(':')) {
      try {
        params[want[i].slice(1)] = decodeURIComponent(have[i]);
      } catch {
        return null;
      }
    } else if (want[i].toLowerCase() !== have[i].toLowerCase()) return null;
  }
  return want.length === have.length ? params : null;
}

/** Whether a React Router pattern matches a path (see routeParams). */
export const matchRoute = (pattern, pathname) => routeParams(pattern, pathname) !== null;

/**
 * The remote whose routes include the path, with the matching pattern and its parameters (the
 * first remote wins, as in the shell).
 */
function routeOwner(manifest, pathname) {
  for (const remote of manifest.remotes ?? []) {
    for (const pattern of remote.routes ?? []) {
      const params = routeParams(pattern, pathname);
      if (params) return { remote, pattern, params };
    }
  }
  return null;
}

const escapeAttribute = (value) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
/** JSON safe inside a <script> element: no `</script>` or `<!--` can close or confuse it. */
const scriptSafeJson = (value) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The hints of one first visit.
 * @param {object} options
 * @param {{ apiBaseUrl: string, remotes: { name: string, entry: string, routes: string[] }[] }} options.manifest the runtime manifest
 * @param {string} options.pathname the requested path
 * @param {string} options.hostname the host name the browser asked for
 * @param {{ groups: Record<string, string[]>, styles?: Record<string, string[]> }} [options.shell] the shell's first-load.json
 * @param {(entry: string) => Promise<{ manifest: any, firstLoad: any } | null>} options.readRemote
 *   a remote's mf-manifest.json and first-load.json (null when they cannot be had)
 * @returns {Promise<{ rel: string, href: string, as?: string, crossorigin?: string, fetchpriority?: string }[]>}
 */
export async function firstLoadHints({ manifest, pathname, hostname, shell, readRemote }) {
  const links = [];
  const api = new URL(resolveTemplate(manifest.apiBaseUrl, hostname));
  // The shell's own chunks: the bootstrap and the shared packages it provides (in use on every
  // page), which main.js would otherwise only ask for once it has run; not those only forms use.
  const shellFiles = shellFirstVisitFiles(shell);
  // Low priority: they start with the document but yield to the route's remote and its data,
  // and a lab measure (Lighthouse's simulation) does not count them as blocking the first paint.
  for (const file of shellFiles.scripts) links.push({ rel: 'preload', as: 'script', href: `/${file}`, fetchpriority: 'low' });
  // Their stylesheets (production CSS is extracted): webpack loads a chunk's stylesheet beside its
  // script and runs the script only when both are there, so they start together.
  for (const file of shellFiles.styles) links.push({ rel: 'preload', as: 'style', href: `/${file}`, fetchpriority: 'low' });

  const { remote: owner = null, pattern = null } = routeOwner(manifest, pathname) ?? {};
  // The remotes this page loads: the route's owner (its routes and page chunks) and those whose
  // modules the shell's frame renders on every page (the header's search box). Their scripts are
  // preloaded with the document, so that no part of the first screen is found only when another
  // has run (without this, the search box's chunks would start only after the shell's bootstrap).
  const needed = new Map();
  if (owner) needed.set(owner.name, { remote: owner, exposes: new Set(['routes']), pattern });
  for (const [name, exposes] of Object.entries(FRAME_EXPOSES)) {
    const remote = (manifest.remotes ?? []).find((r) => r.name === name);
    if (!remote) continue;
    const entry = needed.get(name) ?? { remote, exposes: new Set(), pattern: null };
    for (const expose of exposes) entry.exposes.add(expose);
    needed.set(name, entry);
  }
  const origins = new Set();
  const remoteLinks = [];
  for (const { remote, exposes, pattern: routePattern } of needed.values()) {
    const entry = resolveTemplate(remote.entry, hostname);
    const base = new URL('.', entry).href;
    origins.add(new URL(entry).origin);
    // The federation runtime fetches the manifest with fetch() (CORS, no credentials).
    remoteLinks.push({ rel: 'preload', as: 'fetch', href: entry, crossorigin: 'anonymous' });
    const read = await readRemote(entry);
    if (!read) continue;
    // The page's API calls are not preloaded: the document holds their answers (the document
    // server's dehydrated query cache).
    const { scripts, styles } = remoteFirstVisitFiles(read, exposes, routePattern);
    for (const file of scripts) remoteLinks.push({ rel: 'preload', as: 'script', href: new URL(file, base).href });
    for (const file of styles) remoteLinks.push({ rel: 'preload', as: 'style', href: new URL(file, base).href });
  }
  links.unshift(...[...origins].map((origin) => ({ rel: 'preconnect', href: origin })), {
    rel: 'preconnect',
    href: api.origin,
    crossorigin: 'use-credentials',
  });
  links.push(...remoteLinks);
  return links;
}

/** The language cookie of the store (@manzil/shared `LOCALE_COOKIE`): what the API's answers are written in. */
const LOCALE_COOKIE = 'manzil_locale';

/**
 * The language a person chose, as far as the request says (the cookie the shell keeps with its
 * choice; English without one): the language of a document whose path has no `/ar` prefix.
 * @param {string | undefined} cookieHeader
 * @returns {'en' | 'ar'}
 */
export function requestLocale(cookieHeader) {
  for (const part of String(cookieHeader ?? '').split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === LOCALE_COOKIE && (value === 'en' || value === 'ar')) return value;
  }
  return 'en';
}

/**
 * The shell's index.html with the runtime manifest inlined and the hints: stylesheets in the head
 * (`stylesheets`: the served markup is styled by them from the first paint, and webpack finds them
 * there instead of adding them again), connections opened with the document, and the scripts —
 * the preloads and the document's own `<script src>` elements, in that order — listed as data for
 * START_AFTER_FIRST_PAINT, which adds them one frame after the first paint, at the end of the body.
 * @param {string} html
 * @param {{ manifest: object, links: { rel: string, href: string, as?: string, crossorigin?: string, fetchpriority?: string }[], stylesheets?: boolean }} options
 */
export function injectFirstLoad(html, { manifest, links, stylesheets = false }) {
  const tag = (link) =>
    `<link rel="${link.rel}" href="${escapeAttribute(link.href)}"${link.as ? ` as="${link.as}"` : ''}` +
    `${link.crossorigin ? ` crossorigin="${link.crossorigin}"` : ''}${link.fetchpriority ? ` fetchpriority="${link.fetchpriority}"` : ''}>`;
  const isStyle = (link) => stylesheets && link.rel === 'preload' && link.as === 'style';
  // Preloads of scripts and of the remotes' manifests (fetched by the federation runtime) wait
  // for the first paint; a stylesheet's preload and a connection do not delay it.
  const afterPaint = (link) => link.rel === 'preload' && (link.as === 'script' || link.as === 'fetch');
  // @manzil/shared's primitives first, as webpack's insert function places them (tooling/webpack.mjs).
  const primitivesFirst = (link) => (/\/shared-styles\.[^/]*\.css$/.test(link.href) ? 0 : 1);
  const sheets = links
    .filter(isStyle)
    .sort((a, b) => primitivesFirst(a) - primitivesFirst(b))
    .map((link) => tag({ rel: 'stylesheet', href: link.href }));
  if (sheets.length) html = html.replace(/<\/head>/i, () => `${sheets.join('')}</head>`);
  const later = links.filter(afterPaint);
  // The document's own scripts (main.js) leave the markup for the list.
  html = html.replace(/<script\b[^>]*\bsrc="?([^"\s>]+)"?[^>]*><\/script>/gi, (_, src) => {
    later.push({ src });
    return '';
  });
  const tags = links.filter((link) => !isStyle(link) && !afterPaint(link)).map(tag);
  tags.push(
    `<script type="application/json" id="${RUNTIME_MANIFEST_ELEMENT_ID}">${scriptSafeJson(manifest)}</script>`,
    `<script type="application/json" id="${AFTER_FIRST_PAINT_ELEMENT_ID}">${scriptSafeJson(later)}</script>`,
    `<script>${START_AFTER_FIRST_PAINT}</script>`,
  );
  return html.replace(/<\/body>/i, () => `${tags.join('')}</body>`);
}

/** The splash's first frame in the shell's document (shell/src/index.html, splash-session.ts): it comes right before the root. */
const FIRST_SPLASH = /<div id="?manzil-first-splash"?[\s>][\s\S]*?(?=<div id="?root"?[\s>])/;

/**
 * The document without the splash's first frame when the browser session has seen the splash
 * (the `manzil-splash=seen` cookie the shell sets when it shows the splash), so that a reload or a
 * second page of the session does not flash it.
 * @param {string} html
 * @param {string | undefined} cookieHeader the request's Cookie header
 */
export function withoutFirstSplash(html, cookieHeader) {
  return hasSeenSplash(cookieHeader) ? html.replace(FIRST_SPLASH, '') : html;
}

/**
 * Whether the browser session has seen the splash (the `manzil-splash=seen` cookie).
 * @param {string | undefined} cookieHeader the request's Cookie header
 */
export function hasSeenSplash(cookieHeader) {
  return String(cookieHeader ?? '')
    .split(';')
    .some((part) => part.trim() === 'manzil-splash=seen');
}
