import { FIRST_CALL_TTL_MS, FIRST_CALLS_ELEMENT_ID, startFirstCalls } from './first-calls';

const KEY = Symbol.for('manzil.firstCalls');
const store = globalThis as { [KEY]?: { url: string; locale: string; expires: number; response: Promise<unknown> }[] };

function documentNaming(json: string): Document {
  const doc = document.implementation.createHTMLDocument('');
  const block = doc.createElement('script');
  block.type = 'application/json';
  block.id = FIRST_CALLS_ELEMENT_ID;
  block.textContent = json;
  doc.body.append(block);
  return doc;
}

let fetchMock: jest.Mock;
beforeEach(() => {
  delete store[KEY];
  fetchMock = jest.fn(() => Promise.resolve({ ok: true }));
  (globalThis as { fetch?: unknown }).fetch = fetchMock;
});
afterEach(() => jest.useRealTimers());

test('starts the calls the document names, as the shared client asks them (cookies, language), and keeps them for it', () => {
  const doc = documentNaming(JSON.stringify({ locale: 'ar', calls: ['http://localhost:4000/api/products/1'] }));
  expect(startFirstCalls(doc)).toBe(1);
  expect(fetchMock).toHaveBeenCalledWith('http://localhost:4000/api/products/1', {
    credentials: 'include',
    headers: { 'Accept-Language': 'ar' },
  });
  expect(store[KEY]).toEqual([expect.objectContaining({ url: 'http://localhost:4000/api/products/1', locale: 'ar' })]);
});

test('a failed call waits as "no answer" (the page then calls itself), never as a rejection', async () => {
  fetchMock.mockReturnValue(Promise.reject(new TypeError('Failed to fetch')));
  startFirstCalls(documentNaming(JSON.stringify({ locale: 'en', calls: ['http://localhost:4000/api/brand/'] })));
  await expect(store[KEY]![0].response).resolves.toBeUndefined();
});

test('nothing nobody took is kept past its time', () => {
  jest.useFakeTimers();
  startFirstCalls(documentNaming(JSON.stringify({ locale: 'en', calls: ['http://localhost:4000/api/brand/'] })));
  expect(store[KEY]).toHaveLength(1);
  jest.advanceTimersByTime(FIRST_CALL_TTL_MS);
  expect(store[KEY]).toBeUndefined();
});

test('no block, a malformed one or no calls start nothing', () => {
  expect(startFirstCalls(document.implementation.createHTMLDocument(''))).toBe(0);
  expect(startFirstCalls(documentNaming('{not json'))).toBe(0);
  expect(startFirstCalls(documentNaming(JSON.stringify({ locale: 'en', calls: [42] })))).toBe(0);
  expect(fetchMock).not.toHaveBeenCalled();
  expect(store[KEY]).toBeUndefined();
});
