// Helpers for this remote's component tests (not shipped: nothing in src imports this file).
import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { HydrationBoundary, QueryClientProvider, type DehydratedState, type QueryClient } from '@manzil/shared/query';
import { useLocation, useNavigate, type NavigateFunction } from '@manzil/shared/router';
import { MemoryRouter, Route, Routes } from '@manzil/shared/router/testing';
import { queryClient, type Brand, type Product, type ProductPage } from '@manzil/shared';
import { RemoteIntl } from './intl';

/**
 * One route of this remote as the shell serves and hydrates it: `client`'s cache (the server's, or
 * the browser's started from the document's `state`), the remote's messages, a router at `url`
 * whose one route is `path`.
 */
export function ServedRoute({
  client,
  state,
  path,
  url,
  element,
}: {
  client: QueryClient;
  state?: DehydratedState;
  path: string;
  url: string;
  element: ReactElement;
}) {
  return (
    <QueryClientProvider client={client}>
      <HydrationBoundary state={state}>
        <RemoteIntl>
          <MemoryRouter initialEntries={[url]}>
            <Routes>
              <Route path={path} element={element} />
            </Routes>
          </MemoryRouter>
        </RemoteIntl>
      </HydrationBoundary>
    </QueryClientProvider>
  );
}

/** A catalog product with sensible defaults. */
export function makeProduct(overrides: Partial<Product> = {}): Product {
  const id = overrides._id ?? 'p1';
  return {
    _id: id,
    sku: `MZ-SOF-${id}`,
    name: `Nile Linen Sofa ${id}`,
    title: 'Relaxed 3-seater sofa in beige',
    description: 'One two three four five six seven eight nine ten eleven twelve',
    mainImage: `products/${id}.svg`,
    images: [],
    price: 12_500,
    salePrice: null,
    stock: 20,
    category: { _id: 'c1', name: 'Furniture', slug: 'furniture' },
    subCategory: { _id: 's1', name: 'Living Room' },
    type: { _id: 't1', name: 'Sofas' },
    brandId: { _id: 'b1', brandName: 'Cairo Loft' },
    vendorId: 'v1',
    colors: ['Beige'],
    tags: ['Handmade'],
    createdAt: '2026-01-01T00:00:00.000Z',
    cadFile: null,
    status: true,
    readyToShip: false,
    promotionApproved: false,
    ...overrides,
  };
}

export function makeBrand(overrides: Partial<Brand> = {}): Brand {
  return { _id: 'b1', brandName: 'Cairo Loft', brandlogo: 'brands/b1.svg', brandDescription: 'Lofty furniture.', ...overrides };
}

/** A listing page of `items` with plain facets. */
export function makePage(items: Product[], overrides: Partial<ProductPage> = {}): ProductPage {
  return {
    items,
    total: items.length,
    page: 1,
    pageSize: 12,
    pageCount: 1,
    facets: {
      brands: [
        { value: 'Cairo Loft', count: 7 },
        { value: 'Nubia Textiles', count: 3 },
      ],
      colors: [
        { value: 'Beige', count: 5 },
        { value: 'Walnut', count: 2 },
      ],
      tags: [{ value: 'Handmade', count: 4 }],
      price: { min: 1_500, max: 185_000 },
    },
    ...overrides,
  };
}

/** Shows the router's current location, so tests can read the URL, and hands out `navigate`. */
function LocationProbe({ navigation }: { navigation: { navigate: NavigateFunction | null } }) {
  const location = useLocation();
  navigation.navigate = useNavigate();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}

/**
 * Renders `element` at `path` (a route pattern) with the URL `url`, inside a memory router, plus a
 * probe of the current location. `navigation.navigate(-1)` is the back button.
 */
export function renderRoute(element: ReactElement, { path = '/', url = '/' }: { path?: string; url?: string } = {}) {
  const navigation: { navigate: NavigateFunction | null } = { navigate: null };
  const utils = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route
            path={path}
            element={
              <>
                {element}
                <LocationProbe navigation={navigation} />
              </>
            }
          />
          <Route path="*" element={<LocationProbe navigation={navigation} />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...utils, navigation };
}

/** Wraps a component in this remote's messages (for components that are not pages). */
export function Intl({ children }: { children: ReactNode }) {
  return <RemoteIntl>{children}</RemoteIntl>;
}

/** Renders a component in messages and a router, at `url`. */
export function renderWithIntl(element: ReactElement, url = '/') {
  return renderRoute(<RemoteIntl>{element}</RemoteIntl>, { path: '*', url });
}

/** A promise with its resolve/reject in hand. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
