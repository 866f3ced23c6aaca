/** @jest-environment node */
// Node's own fetch, Request and Response: the shared client (ky) runs on them as in a browser.
import { request } from './client';
import { FIRST_CALL_TTL_MS, takeFirstCall } from './first-calls';

const KEY = Symbol.for('manzil.firstCalls');
type Planted = { url: string; locale: string; at: number; response: Promise<Response | undefined> };
const store = globalThis as { [KEY]?: Planted[] };

function plant(url: string, body: unknown, { locale = 'en', at = performance.now(), status = 200 } = {}): Planted {
  const call = { url, locale, at, response: Promise.resolve(new Response(JSON.stringify(body), { status })) };
  (store[KEY] ??= []).push(call);
  return call;
}

const realFetch = globalThis.fetch;
let fetched: string[];
beforeEach(() => {
  delete store[KEY];
  fetched = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
    fetched.push(input instanceof Request ? input.url : String(input));
    return new Response(JSON.stringify({ from: 'network' }), { status: 200 });
  }) as typeof fetch;
});
afterAll(() => {
  globalThis.fetch = realFetch;
});

test("the page's request takes the answer the shell started, once, its parameters in any order", async () => {
  plant('http://localhost:4000/api/products?hasSalePrice=true&page=1&pageSize=12&sort=newest', { from: 'first call' });
  const query = { sort: 'newest', pageSize: '12', page: '1', hasSalePrice: 'true' };
  await expect(request('api/products', { searchParams: query })).resolves.toEqual({ from: 'first call' });
  expect(fetched).toEqual([]);
  // Taken once: the next request (a refetch) asks the API.
  await expect(request('api/products', { searchParams: query })).resolves.toEqual({ from: 'network' });
  expect(fetched).toHaveLength(1);
});

test('another URL, another language, an expired or a failed call are not taken', async () => {
  plant('http://localhost:4000/api/products/2', { from: 'first call' });
  plant('http://localhost:4000/api/products/1', { from: 'first call' }, { locale: 'ar' });
  await expect(request('api/products/1')).resolves.toEqual({ from: 'network' });
  plant('http://localhost:4000/api/products/3', { from: 'first call' }, { at: performance.now() - FIRST_CALL_TTL_MS });
  await expect(request('api/products/3')).resolves.toEqual({ from: 'network' });
  const failed = plant('http://localhost:4000/api/products/4', {});
  failed.response = Promise.resolve(undefined);
  await expect(request('api/products/4')).resolves.toEqual({ from: 'network' });
  expect(fetched).toEqual([
    'http://localhost:4000/api/products/1',
    'http://localhost:4000/api/products/3',
    'http://localhost:4000/api/products/4',
  ]);
  // Product 2's still waits for its own request, product 1's in Arabic for a request in Arabic.
  expect(store[KEY]?.map((call) => `${call.url} ${call.locale}`)).toEqual([
    'http://localhost:4000/api/products/2 en',
    'http://localhost:4000/api/products/1 ar',
  ]);
});

test("a taken error answer fails as the page's own call would (ApiError with the status)", async () => {
  plant('http://localhost:4000/api/products/missing', { message: 'Product not found', code: 'not_found' }, { status: 404 });
  await expect(request('api/products/missing')).rejects.toMatchObject({ name: 'ApiError', status: 404, code: 'not_found' });
  expect(fetched).toEqual([]);
});

test('only GET requests take a first call', async () => {
  plant('http://localhost:4000/api/products/5', {});
  await expect(takeFirstCall(new Request('http://localhost:4000/api/products/5', { method: 'DELETE' }))).resolves.toBeUndefined();
  await expect(
    takeFirstCall(new Request('http://localhost:4000/api/products/5', { headers: { 'Accept-Language': 'en' } })),
  ).resolves.toBeInstanceOf(Response);
});
