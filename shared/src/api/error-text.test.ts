/** @jest-environment node */
// Node's own fetch, Request and Response: the shared client (ky) runs on them as in a browser.
import { localeStore } from '../stores/locale-store';
import { ApiError, request } from './client';
import { errorText } from './error-text';

const IDS = { network: 'error.network', fallback: 'error.fallback' };
const failed = (status: number, body: Record<string, unknown> | null) => new ApiError('x', status, body);

describe('errorText', () => {
  test("shows the server's sentence in the page's language, the caller's own by code where it has one", () => {
    const arabic = failed(400, { code: 'promo_unknown', message: 'كود الخصم «NOPE» غير معروف.' });
    expect(errorText(arabic, IDS, 'ar')).toEqual({ text: 'كود الخصم «NOPE» غير معروف.' });
    expect(errorText(arabic, { ...IDS, byCode: { promo_unknown: 'promo.unknown' } }, 'ar')).toEqual({ id: 'promo.unknown' });
    const english = failed(401, { code: 'invalid_credentials', message: 'The e-mail or password you entered is not correct.' });
    expect(errorText(english, IDS, 'en')).toEqual({ text: 'The e-mail or password you entered is not correct.' });
  });

  test('never shows an English sentence on an Arabic page: the fallback instead', () => {
    const english = failed(502, { code: 'bad_gateway', message: 'Bad Gateway' });
    expect(errorText(english, IDS, 'ar')).toEqual({ id: 'error.fallback' });
    expect(errorText(failed(0, null), IDS, 'ar')).toEqual({ id: 'error.network' });
    expect(errorText(new Error('boom'), IDS, 'ar')).toEqual({ id: 'error.fallback' });
  });
});

describe('the shared HTTP client', () => {
  const realFetch = globalThis.fetch;
  let languages: (string | null)[];
  beforeEach(() => {
    languages = [];
    globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
      languages.push(input instanceof Request ? input.headers.get('Accept-Language') : null);
      return new Response('{}', { status: 200 });
    }) as typeof fetch;
  });
  afterAll(() => {
    globalThis.fetch = realFetch;
    localeStore.set('en');
  });

  test("sends the store's language on every call, following a switch", async () => {
    localeStore.set('ar');
    await request('api/auth/login', { method: 'post', json: {} });
    localeStore.set('en');
    await request('api/products');
    expect(languages).toEqual(['ar', 'en']);
  });
});
