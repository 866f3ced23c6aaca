// The async boundary of Module Federation: nothing shared is imported before './bootstrap'.
// The runtime manifest comes inlined in the document by the static server (a JSON data block,
// which a Content-Security-Policy does not block); without it, it is fetched while the bootstrap
// chunk loads, not after it: no waterfall either way.
import { RUNTIME_MANIFEST_ELEMENT_ID } from './federation/inline-manifest';

function inlinedManifest(): unknown {
  const text = document.getElementById(RUNTIME_MANIFEST_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

const inlined = inlinedManifest();
const manifest: Promise<unknown> =
  inlined !== undefined
    ? Promise.resolve(inlined)
    : fetch('/remotes.json', { cache: 'no-cache' }).then((response) => {
        if (!response.ok) throw new Error(`/remotes.json answered ${response.status}`);
        return response.json();
      });
manifest.catch(() => undefined);

void import(/* webpackChunkName: "bootstrap" */ './bootstrap').then(({ start }) => start(manifest));
