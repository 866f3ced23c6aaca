// The answers of the route's first API calls, which the shell's entry starts with the document
// (shell/src/federation/first-calls.ts, issue 9), handed to the page's own request instead of a
// second call. Only a request for the same URL (its parameters in any order), in the same
// language, within FIRST_CALL_TTL_MS of the call's start, takes one, and each answer is taken
// once: every later request of the page, a refetch included, goes to the API as before.

/** Where the shell's entry keeps the started calls (the same symbol there). */
const FIRST_CALLS_KEY = Symbol.for('manzil.firstCalls');

/**
 * How long a started call may be taken: long enough for a slow phone to load the page's code,
 * short against the page's own freshness (a listing is asked again on every visit). Past it the
 * answer is dropped and the page asks the API itself.
 */
export const FIRST_CALL_TTL_MS = 10_000;

/** A call the shell started: its URL, the language it asked in, when it started, its answer (undefined if it failed). */
interface FirstCall {
  url: string;
  locale: string;
  at: number;
  response: Promise<Response | undefined>;
}

/** The URL with its query parameters sorted, so that `?b=1&a=2` and `?a=2&b=1` are one request. */
function sameRequestKey(url: string): string {
  const parsed = new URL(url);
  parsed.searchParams.sort();
  parsed.hash = '';
  return parsed.href;
}

/**
 * The answer of a call the shell started for this GET request (same URL and Accept-Language),
 * removed from those waiting; undefined when there is none, it expired, or it failed (the caller
 * then makes its own call). Calls past their time are dropped, taken or not. Used by the shared
 * HTTP client (`http()`) as a ky beforeRequest hook.
 */
export async function takeFirstCall(request: Request): Promise<Response | undefined> {
  const store = globalThis as { [FIRST_CALLS_KEY]?: FirstCall[] };
  const now = performance.now();
  const calls = (store[FIRST_CALLS_KEY] = store[FIRST_CALLS_KEY]?.filter((call) => now - call.at < FIRST_CALL_TTL_MS));
  if (!calls?.length || request.method !== 'GET') return undefined;
  const key = sameRequestKey(request.url);
  const locale = request.headers.get('Accept-Language') ?? '';
  const index = calls.findIndex((call) => call.locale === locale && sameRequestKey(call.url) === key);
  return index < 0 ? undefined : calls.splice(index, 1)[0].response;
}
