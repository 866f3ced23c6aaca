// The route's first API calls, started by the shell's entry with the document (issue 9): the
// static server names them in the document (tooling/first-load-hints.mjs `firstApiCalls`) with the
// language to ask in; their answers wait on `globalThis` until the page's own request, through the
// shared HTTP client (@manzil/shared `takeFirstCall`), takes the one that matches it. The page's
// picture is then one round trip nearer the document: its data no longer waits for the remote's
// code. This file runs before the federation's async boundary, so it imports nothing shared.

/** The id of the `<script type="application/json">` the static server writes them in (same id there). */
export const FIRST_CALLS_ELEMENT_ID = 'manzil-first-calls';

/** Where the started calls wait (@manzil/shared reads the same symbol). */
const FIRST_CALLS_KEY = Symbol.for('manzil.firstCalls');

/**
 * How long an answer nobody took is kept: long enough for a slow phone to load the page's code,
 * short against the page's own freshness (a listing is asked again on every visit); past it the
 * page asks the API itself.
 */
export const FIRST_CALL_TTL_MS = 10_000;

/** One started call, as @manzil/shared's `takeFirstCall` expects it. */
interface FirstCall {
  url: string;
  locale: string;
  expires: number;
  response: Promise<Response | undefined>;
}

/** Starts the calls the document names, if any; returns how many were started. */
export function startFirstCalls(doc: Document = document): number {
  let named: { locale?: unknown; calls?: unknown } | undefined;
  try {
    named = JSON.parse(doc.getElementById(FIRST_CALLS_ELEMENT_ID)?.textContent || 'null') as typeof named;
  } catch {
    return 0;
  }
  const locale = typeof named?.locale === 'string' ? named.locale : 'en';
  const urls = Array.isArray(named?.calls) ? named.calls.filter((url): url is string => typeof url === 'string') : [];
  if (!urls.length) return 0;
  const expires = performance.now() + FIRST_CALL_TTL_MS;
  // The same request the shared client makes (ky: cookies sent, the language header); a failure
  // resolves to undefined, and the page then makes its own call.
  const calls: FirstCall[] = urls.map((url) => ({
    url,
    locale,
    expires,
    // Before the shared client exists (it is behind the federation's boundary); it takes these answers.
    // eslint-disable-next-line no-restricted-globals
    response: fetch(url, { credentials: 'include', headers: { 'Accept-Language': locale } }).catch(() => undefined),
  }));
  const store = globalThis as { [FIRST_CALLS_KEY]?: FirstCall[] };
  store[FIRST_CALLS_KEY] = calls;
  // Nothing is kept past its time, taken or not.
  setTimeout(() => {
    if (store[FIRST_CALLS_KEY] === calls) delete store[FIRST_CALLS_KEY];
  }, FIRST_CALL_TTL_MS);
  return calls.length;
}
