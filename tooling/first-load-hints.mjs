// The shell's document for one path, ready for a first visit (issue 9): the runtime manifest
// inlined as plain data, and hints that start, with the document, everything the first screen
// waits for — the shell's own chunks, the owning remote's manifest, entry, routes and page chunks,
// and the page's first API call — so that the first product picture is 3–4 dependent round trips
// away instead of 8.
//
// Content-Security-Policy: the inlined manifest is `<script type="application/json">`, data that
// no browser runs, so a policy needs no nonce or hash for it; the hints are <link> elements whose
// URLs a policy's script-src / connect-src must allow anyway for the page to work.

import { ON_DEMAND_SHARED } from './federation.mjs';

/** Exposed modules the shell's header and footer render on every page (shell/src/header, src/footer). */
export const FRAME_EXPOSES = { catalog: ['SearchBox'] };

/** The id of the inlined runtime manifest (shell/src/federation/inline-manifest.ts reads it). */
export const RUNTIME_MANIFEST_ELEMENT_ID = 'manzil-runtime-manifest';

/**
 * The files of the shared packages a first visit loads, from the shell's first-load.json groups:
 * every `shared:<package>` group but those only code loaded on demand imports (ON_DEMAND_SHARED).
 * The hints below and the bundle budget (scripts/bundle-budget.mjs) both count these.
 * @param {Record<string, string[]> | undefined} groups
 */
export function firstVisitSharedFiles(groups) {
  return Object.entries(groups ?? {}).flatMap(([name, files]) =>
    name.startsWith('shared:') && !ON_DEMAND_SHARED.includes(name.slice('shared:'.length)) ? files : [],
  );
}

/** `{hostname}` in a runtime-manifest URL is the page's host name (as the shell resolves it). */
export const resolveTemplate = (url, hostname) => url.replaceAll('{hostname}', hostname);

/**
 * Whether a React Router pattern (`/product/:id`, static segments case-insensitive, a trailing
 * `*` taking the rest) matches a path: which remote owns it, as the shell's remotes-config.ts asks
 * matchPath. Its callers need only the owner, not the parameters.
 */
export function matchRoute(pattern, pathname) {
  const want = pattern.split('/').filter(Boolean);
  const have = pathname.split('/').filter(Boolean);
  for (let i = 0; i < want.length; i++) {
    if (want[i] === '*') return true;
    if (i >= have.length) return false;
    if (!want[i].startsWith(':') && want[i].toLowerCase() !== have[i].toLowerCase()) return false;
  }
  return want.length === have.length;
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
 * @param {{ groups: Record<string, string[]> }} [options.shell] the shell's first-load.json
 * @param {(entry: string) => Promise<{ manifest: any, firstLoad: any } | null>} options.readRemote
 *   a remote's mf-manifest.json and first-load.json (null when they cannot be had)
 * @returns {Promise<{ rel: string, href: string, as?: string, crossorigin?: string, fetchpriority?: string }[]>}
 */
export async function firstLoadHints({ manifest, pathname, hostname, shell, readRemote }) {
  const links = [];
  const api = new URL(resolveTemplate(manifest.apiBaseUrl, hostname));
  // The shell's own chunks: the bootstrap and the shared packages it provides (in use on every
  // page), which main.js would otherwise only ask for once it has run; not those only forms use.
  const shellFiles = new Set([...(shell?.groups?.bootstrap ?? []), ...firstVisitSharedFiles(shell?.groups)]);
  // Low priority: they start with the document but yield to the route's remote and its data,
  // and a lab measure (Lighthouse's simulation) does not count them as blocking the first paint.
  for (const file of shellFiles) links.push({ rel: 'preload', as: 'script', href: `/${file}`, fetchpriority: 'low' });

  let owner = null;
  let pattern = null;
  for (const remote of manifest.remotes ?? []) {
    pattern = (remote.routes ?? []).find((candidate) => matchRoute(candidate, pathname)) ?? null;
    if (pattern) {
      owner = remote;
      break;
    }
  }
  // The remotes this page loads: the route's owner (its routes and page chunks) and those whose
  // modules the shell's frame renders on every page (the header's search box). Their scripts are
  // preloaded with the document, so that no part of the first screen is found only when another
  // has run (the search box's chunks used to start after the shell's bootstrap ran).
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
    // The page's first API calls are not preloaded: Chromium never matched those preloads with
    // the apps' ky fetches, so every first call went out twice (the e2e count of /home's
    // categories calls showed it). The preconnect still opens the API's connection with the document.
    const scripts = new Set();
    const entryFile = read.manifest?.metaData?.remoteEntry;
    if (entryFile?.name) scripts.add(`${entryFile.path ? `${entryFile.path.replace(/\/?$/, '/')}` : ''}${entryFile.name}`);
    for (const expose of read.manifest?.exposes ?? [])
      if (exposes.has(expose.name)) for (const file of expose.assets?.js?.sync ?? []) scripts.add(file);
    for (const file of (routePattern && read.firstLoad?.routes?.[routePattern]?.scripts) || []) scripts.add(file);
    for (const file of scripts) remoteLinks.push({ rel: 'preload', as: 'script', href: new URL(file, base).href });
  }
  links.unshift(...[...origins].map((origin) => ({ rel: 'preconnect', href: origin })), {
    rel: 'preconnect',
    href: api.origin,
    crossorigin: 'use-credentials',
  });
  links.push(...remoteLinks);
  return links;
}

/**
 * The shell's index.html with the runtime manifest inlined and the hints at the end of its body,
 * with the scripts: the parser reaches the first paint's markup (the splash's first frame) before
 * them, and the preload scanner still finds every hint with the document's first bytes.
 */
export function injectFirstLoad(html, { manifest, links }) {
  const tags = links.map(
    (link) =>
      `<link rel="${link.rel}" href="${escapeAttribute(link.href)}"${link.as ? ` as="${link.as}"` : ''}` +
      `${link.crossorigin ? ` crossorigin="${link.crossorigin}"` : ''}${link.fetchpriority ? ` fetchpriority="${link.fetchpriority}"` : ''}>`,
  );
  tags.push(`<script type="application/json" id="${RUNTIME_MANIFEST_ELEMENT_ID}">${scriptSafeJson(manifest)}</script>`);
  const scripts = /<script\b[^>]*\bsrc=/i.exec(html);
  if (scripts) return `${html.slice(0, scripts.index)}${tags.join('')}${html.slice(scripts.index)}`;
  return html.replace(/<\/body>/i, `${tags.join('')}</body>`);
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
  const seen = String(cookieHeader ?? '')
    .split(';')
    .some((part) => part.trim() === 'manzil-splash=seen');
  return seen ? html.replace(FIRST_SPLASH, '') : html;
}
