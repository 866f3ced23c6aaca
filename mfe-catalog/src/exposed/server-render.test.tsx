/// <reference types="node" />
import { deserialize, serialize } from 'node:v8';
import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { screen, waitFor } from '@testing-library/react';
import { ApiError, getProduct, getRelatedProducts } from '@manzil/shared';
import { servedQueryState } from '@manzil/shared/hydration';
import { QueryClient, type DehydratedState } from '@manzil/shared/query';
import { dehydrateForDocument, dropFailedQueries } from '@manzil/shared/server';
import { makeProduct, ServedRoute } from '../test-utils';
import ProductPage from '../features/product/product-page';
import { load } from './server';

// The server render of a product page whose API call failed, then its hydration in the browser
// (what shell/src/server/render.tsx and the shell's bootstrap do): the loader answers 503, the
// server renders from the cache it sends (dehydrate sends only answers), so the browser's first
// render is the server's (no hydration mismatch), and the browser asks again and shows the product.
// An unknown product's 404 is the API's answer: the document carries it, and the browser's first
// render is the same "not found" page, without asking again.

jest.mock('@manzil/shared', () => ({
  ...jest.requireActual('@manzil/shared'),
  getProduct: jest.fn(),
  getRelatedProducts: jest.fn(),
}));
const get = getProduct as jest.MockedFunction<typeof getProduct>;
const related = getRelatedProducts as jest.MockedFunction<typeof getRelatedProducts>;

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const product = makeProduct({ _id: 'p42', name: 'Zamalek Velvet Sofa' });

const Page = ({ client, state }: { client: QueryClient; state?: DehydratedState }) => (
  <ServedRoute client={client} state={state} path="/product/:id" url="/product/p42" element={<ProductPage />} />
);

/** The server's part: the route's loader on the request's cache, then the render and the dehydrated cache. */
async function serverRender() {
  // As the shell's server render makes it.
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, retryOnMount: false, staleTime: Infinity } } });
  const loaded = await load({
    path: '/product/p42',
    search: '',
    locale: 'en',
    origin: 'https://manzil.eg',
    apiBaseUrl: 'http://api',
    queryClient: client,
  });
  const failed = dropFailedQueries(client);
  // The render's worker posts the cache to the document server (a structured clone: V8's serializer), which writes
  // it into the document as JSON (shell/server/document-server.mjs).
  const state = JSON.parse(JSON.stringify(deserialize(serialize(dehydrateForDocument(client))))) as DehydratedState;
  return { status: loaded?.status, failed, html: renderToString(<Page client={client} />), state };
}

/**
 * The browser's part: the served markup hydrated with `state` by a fresh query client (as the
 * shell's bootstrap does). Returns the client, React's recoverable errors, and `done` to check
 * that no hydration warning was logged and take the markup away.
 */
async function hydrateServed(html: string, state: (client: QueryClient) => DehydratedState | undefined) {
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.appendChild(container);
  const recoverable = jest.fn();
  const browser = new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false, staleTime: 60_000 } } });
  await act(async () => {
    hydrateRoot(container, <Page client={browser} state={state(browser)} />, { onRecoverableError: recoverable });
  });
  return {
    recoverable,
    done() {
      const hydrationWarnings = (console.error as jest.Mock).mock.calls.filter((call) => /hydrat|did not match/i.test(String(call[0])));
      expect(hydrationWarnings).toEqual([]);
      container.remove();
    },
  };
}

beforeEach(() => {
  jest.resetAllMocks();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  (console.error as jest.Mock).mockRestore();
});

describe('a product page served while the API failed', () => {
  it('answers 503, hydrates without a mismatch and shows the product once the browser’s call answers', async () => {
    get.mockRejectedValue(new ApiError('Bad Gateway', 502));
    related.mockRejectedValue(new ApiError('Bad Gateway', 502));
    const served = await serverRender();
    expect(served.status).toBe(503);
    expect(served.failed).toEqual(['Failed to load the product: Bad Gateway', 'Failed to load related products: Bad Gateway']);
    expect(served.state.queries).toEqual([]);

    // The browser: the API answers again.
    get.mockResolvedValue(product);
    related.mockResolvedValue([]);
    const browser = await hydrateServed(served.html, () => served.state);
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Zamalek Velvet Sofa'));
    expect(browser.recoverable).not.toHaveBeenCalled();
    browser.done();
  });

  it('an unknown product stays the API’s answer: 404, and the page says so on the server', async () => {
    get.mockRejectedValue(new ApiError('Product not found', 404));
    related.mockResolvedValue([]);
    const served = await serverRender();
    expect(served.status).toBe(404);
    expect(served.failed).toEqual([]);
    expect(served.html).toContain('We could not find that product');

    // The browser: hydrated from the document's JSON, it shows the same page and does not ask again.
    get.mockClear();
    const browser = await hydrateServed(served.html, (client) => servedQueryState(served.state, client));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('We could not find that product');
    expect(browser.recoverable).not.toHaveBeenCalled();
    expect(get).not.toHaveBeenCalled();
    browser.done();
  });
});
