// The answers of the route's first API calls, which the shell's entry starts with the document
// (shell/src/federation/first-calls.ts, issue 9), handed to the page's own request instead of a
// second call. Only a request for the same URL (its parameters in any order), in the same
// language, takes one, and each answer is taken once: every later request of the page, a refetch
// included, goes to the API as before. The shell drops what nobody took after a few seconds.

/** Where the shell's entry keeps the started calls (the same symbol there). */
const FIRST_CALLS_KEY = Symbol.for('manzil.firstCalls');

/** A call the shell started: its URL, the language it asked in, until when it may be taken, its answer. */
interface FirstCall {
  url: string;
  locale: string;
  expires: number;
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
 * then makes its own call). Used by the shared HTTP client (`http()`) as a ky beforeRequest hook.
 */
export async function takeFirstCall(request: Request): Promise<Response | undefined> {
  const calls = (globalThis as { [FIRST_CALLS_KEY]?: FirstCall[] })[FIRST_CALLS_KEY];
  if (!calls?.length || request.method !== 'GET') return undefined;
  const key = sameRequestKey(request.url);
  const locale = request.headers.get('Accept-Language') ?? '';
  const index = calls.findIndex((call) => call.locale === locale && sameRequestKey(call.url) === key);
  if (index < 0) return undefined;
  const [call] = calls.splice(index, 1);
  if (performance.now() > call.expires) return undefined;
  return call.response;
}
