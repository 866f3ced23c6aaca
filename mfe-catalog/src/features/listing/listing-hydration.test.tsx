import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { screen, waitFor } from '@testing-library/react';
import { listProducts } from '@manzil/shared';
import { QueryClient, type DehydratedState } from '@manzil/shared/query';
import { dehydrateForDocument } from '@manzil/shared/server';
import { makePage, makeProduct, ServedRoute } from '../../test-utils';
import { load } from '../../exposed/server';
import OnSalePage from './on-sale-page';

// A served listing hydrated on a phone: the filter panel hides behind 'Show Filters' there, so its
// code (filter-panel.tsx: Radix Slider and Collapsible) is not fetched or run with the page. During
// hydration the screen's width is the server's guess (no drawer), which must not start it.

jest.mock('@manzil/shared', () => ({ ...jest.requireActual('@manzil/shared'), listProducts: jest.fn() }));
const mockPanelEvaluated = jest.fn();
jest.mock('./filter-panel', () => {
  mockPanelEvaluated();
  return jest.requireActual('./filter-panel');
});

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const Page = ({ client, state }: { client: QueryClient; state?: DehydratedState }) => (
  <ServedRoute client={client} state={state} path="/products/onsale" url="/products/onsale" element={<OnSalePage />} />
);

async function serveAndHydrate(phone: boolean) {
  (listProducts as jest.Mock).mockResolvedValue(makePage(Array.from({ length: 12 }, (_, i) => makeProduct({ _id: `p${i}` }))));
  jest.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: phone && query === '(max-width: 768px)',
        media: query,
        addEventListener() {},
        removeEventListener() {},
      }) as unknown as MediaQueryList,
  );
  const server = new QueryClient({ defaultOptions: { queries: { retry: false, retryOnMount: false, staleTime: Infinity } } });
  await load({
    path: '/products/onsale',
    search: '',
    locale: 'en',
    origin: 'https://manzil.eg',
    apiBaseUrl: 'http://api',
    queryClient: server,
  });
  const state = JSON.parse(JSON.stringify(dehydrateForDocument(server))) as DehydratedState;
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Page client={server} />);
  document.body.appendChild(container);
  const browser = new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });
  await act(async () => {
    hydrateRoot(container, <Page client={browser} state={state} />);
  });
  return container;
}

afterEach(() => {
  jest.restoreAllMocks();
  document.body.innerHTML = '';
});

it("on a phone, hydrating a served listing leaves the filter panel's code alone", async () => {
  const container = await serveAndHydrate(true);
  await waitFor(() => expect(screen.getByRole('button', { name: 'Show Filters' })).toBeInTheDocument());
  // Time for the deferred render after hydration and any load it would start.
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(container.querySelectorAll('article')).toHaveLength(12);
  expect(mockPanelEvaluated).not.toHaveBeenCalled();
});

it('on a desktop, the panel loads beside the grid once hydrated', async () => {
  await serveAndHydrate(false);
  expect(await screen.findByRole('complementary', { name: 'Filters' })).toBeInTheDocument();
  expect(mockPanelEvaluated).toHaveBeenCalled();
});
