import { FIRST_CALLS_ELEMENT_ID, startFirstCalls } from './first-calls';

const KEY = Symbol.for('manzil.firstCalls');
const store = globalThis as { [KEY]?: { url: string; locale: string; at: number; response: Promise<unknown> }[] };

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

test('starts the calls the document names, as the shared client asks them (cookies, language), and keeps them for it', () => {
  startFirstCalls(documentNaming(JSON.stringify({ locale: 'ar', calls: ['http://localhost:4000/api/products/1'] })));
  expect(fetchMock).toHaveBeenCalledWith('http://localhost:4000/api/products/1', {
    credentials: 'include',
    headers: { 'Accept-Language': 'ar' },
  });
  expect(store[KEY]).toEqual([
    expect.objectContaining({ url: 'http://localhost:4000/api/products/1', locale: 'ar', at: expect.any(Number) }),
  ]);
});

test('a failed call waits as "no answer" (the page then calls itself), never as a rejection', async () => {
  fetchMock.mockReturnValue(Promise.reject(new TypeError('Failed to fetch')));
  startFirstCalls(documentNaming(JSON.stringify({ locale: 'en', calls: ['http://localhost:4000/api/brand/'] })));
  await expect(store[KEY]![0].response).resolves.toBeUndefined();
});

test('no block or a malformed one starts nothing', () => {
  startFirstCalls(document.implementation.createHTMLDocument(''));
  expect(store[KEY]).toEqual([]);
  delete store[KEY];
  startFirstCalls(documentNaming('{not json'));
  expect(store[KEY]).toBeUndefined();
  expect(fetchMock).not.toHaveBeenCalled();
});
