// The route's first API calls, started by the shell's entry with the document (issue 9): the
// static server names them in the document (tooling/first-load-hints.mjs `firstApiCalls`) with the
// language to ask in; their answers wait on `globalThis` until the page's own request, through the
// shared HTTP client (@manzil/shared `takeFirstCall`, which also decides how long one may wait),
// takes the one that matches it. The page's picture is then one round trip nearer the document:
// its data no longer waits for the remote's code. This file runs before the federation's async
// boundary, so it imports nothing shared; it is in every first visit, so it is kept small.

/** The id of the `<script type="application/json">` the static server writes them in (same id there). */
export const FIRST_CALLS_ELEMENT_ID = 'manzil-first-calls';

/** Starts the calls the document names (`{ locale, calls: [url…] }`, written by our own server), if any. */
export function startFirstCalls(doc: Document = document): void {
  try {
    const { locale, calls } = JSON.parse(doc.getElementById(FIRST_CALLS_ELEMENT_ID)?.textContent || '{"calls":[]}') as {
      locale: string;
      calls: string[];
    };
    // One started call as @manzil/shared's `takeFirstCall` reads it, under the symbol it reads.
    // The same request the shared client makes (ky: cookies sent, the language header); a failure
    // resolves to undefined, and the page then makes its own call.
    (globalThis as Record<symbol, unknown>)[Symbol.for('manzil.firstCalls')] = calls.map((url) => ({
      url,
      locale,
      at: performance.now(),
      // Before the shared client exists (it is behind the federation's boundary); it takes these answers.
      // eslint-disable-next-line no-restricted-globals
      response: fetch(url, { credentials: 'include', headers: { 'Accept-Language': locale } }).catch(() => undefined),
    }));
  } catch {
    // Not named or not readable: the page makes its own calls.
  }
}
