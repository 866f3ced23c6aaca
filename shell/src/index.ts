// The async boundary of Module Federation: nothing shared is imported before './bootstrap'.
// The runtime manifest comes inlined in the document by the static server (a JSON data block,
// which a Content-Security-Policy does not block); without it, it is fetched while the bootstrap
// chunk loads, not after it: no waterfall either way.
import { RUNTIME_MANIFEST_ELEMENT_ID } from './federation/inline-manifest';
import { removeFirstSplash, splashSeen } from './splash/splash-session';

// The document paints the splash's first frame before any script (the first visit shows
// the brand at once, not a blank page while the code loads). When this session has seen the
// splash, that frame goes now; otherwise the shell's splash replaces it when it renders.
if (splashSeen()) removeFirstSplash();

// Before any zod schema exists (the forms and the contract build them as they load): zod
// compiles object schemas with `new Function` and probes for it once, which the store's CSP (no
// 'unsafe-eval') reports as a violation even though zod catches it. Jitless parsing needs no
// eval. zod keeps its settings on globalThis (`__zod_globalConfig`, what `config()` of
// 'zod/v4/core' writes), so every remote's zod follows them; they are set here without importing
// zod, which this entry would otherwise carry into every first visit.
const zodSettings = globalThis as { __zod_globalConfig?: Record<string, unknown> };
zodSettings.__zod_globalConfig = { ...zodSettings.__zod_globalConfig, jitless: true };

/** The parsed content of the document's `<script type="application/json" id={id}>` (plain data), or undefined. */
function readJsonBlock(id: string): unknown {
  const text = document.getElementById(id)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

const inlined = readJsonBlock(RUNTIME_MANIFEST_ELEMENT_ID);
const manifest: Promise<unknown> =
  inlined !== undefined
    ? Promise.resolve(inlined)
    : fetch('/remotes.json', { cache: 'no-cache' }).then((response) => {
        if (!response.ok) throw new Error(`/remotes.json answered ${response.status}`);
        return response.json();
      });
manifest.catch(() => undefined);

// The answers the document was rendered from (its dehydrated query cache; the document server
// writes it under this id, shell/server/document-server.mjs).
const queryState = readJsonBlock('manzil-query-state');

// In a task of its own: what the import sets off first (the federation runtime's set-up of the
// shared modules and remotes, as promise callbacks) would otherwise run in this script's task,
// after its evaluation, and make it one of the page's longest (docs/performance.md). The chunks
// are already on their way (the document preloads them).
setTimeout(() => void import(/* webpackChunkName: "bootstrap" */ './bootstrap').then(({ start }) => start(manifest, queryState)));
