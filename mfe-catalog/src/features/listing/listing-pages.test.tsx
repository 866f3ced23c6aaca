import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { listProducts, type ProductPage } from '@manzil/shared';
import { deferred, makePage, makeProduct, renderRoute } from '../../test-utils';
import OnSalePage from './on-sale-page';
import ReadyToShipPage from './ready-to-ship-page';
import AllProductsPage from './all-products-page';

jest.mock('@manzil/shared', () => ({ ...jest.requireActual('@manzil/shared'), listProducts: jest.fn() }));
const list = listProducts as jest.MockedFunction<typeof listProducts>;

const twelve = Array.from({ length: 12 }, (_, i) => makeProduct({ _id: `p${i}` }));
let scrollTo: jest.SpyInstance;

beforeEach(() => {
  list.mockReset();
  scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

const lastQuery = () => list.mock.calls.at(-1)![0];

describe('Ready to Ship page', () => {
  it('shows the SPEC title and description and asks for ready-to-ship products, 12 a page, newest first', async () => {
    list.mockResolvedValue(makePage(twelve));
    renderRoute(<ReadyToShipPage />, { path: '/products/readytoship', url: '/products/readytoship' });
    expect(screen.getByRole('heading', { level: 1, name: 'Ready to Ship' })).toBeInTheDocument();
    expect(screen.getByText('Discover products that are in stock and ready to ship immediately!')).toBeInTheDocument();
    expect(await screen.findAllByRole('article')).toHaveLength(12);
    expect(lastQuery()).toEqual({ readyToShip: true, page: 1, pageSize: 12, sort: 'newest' });
  });

  it('shows the spinner until the fetch ends, then the empty message', async () => {
    const pending = deferred<ProductPage>();
    list.mockReturnValue(pending.promise);
    renderRoute(<ReadyToShipPage />, { path: '/products/readytoship', url: '/products/readytoship' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading products…');
    await act(async () => pending.resolve(makePage([])));
    expect(screen.queryByText('Loading products…')).not.toBeInTheDocument();
    expect(screen.getByText('No ready-to-ship products available.')).toBeInTheDocument();
  });

  it('on failure: the spinner stops, the failure is logged and the empty message shows', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    list.mockRejectedValue(new Error('network down'));
    renderRoute(<ReadyToShipPage />, { path: '/products/readytoship', url: '/products/readytoship' });
    expect(await screen.findByText('No ready-to-ship products available.')).toBeInTheDocument();
    expect(screen.queryByText('Loading products…')).not.toBeInTheDocument();
    expect(error).toHaveBeenCalledWith('Failed to load products', expect.any(Error));
  });
});

describe('On Sale page', () => {
  it('shows the SPEC texts, asks for products with a sale price, and the empty message', async () => {
    list.mockResolvedValue(makePage([]));
    renderRoute(<OnSalePage />, { path: '/products/onsale', url: '/products/onsale' });
    expect(screen.getByRole('heading', { level: 1, name: 'On Sale Products' })).toBeInTheDocument();
    expect(screen.getByText('Discover products that are in Sale and hurry up!')).toBeInTheDocument();
    expect(await screen.findByText('No products have sale at the moment.')).toBeInTheDocument();
    expect(lastQuery()).toMatchObject({ hasSalePrice: true });
  });
});

describe('listing state in the URL', () => {
  it('reads filters, sort and page from the URL (a shared link or a reload shows the same listing)', async () => {
    list.mockResolvedValue(makePage(twelve, { total: 40, page: 2, pageCount: 4 }));
    renderRoute(<AllProductsPage />, {
      path: '/ProductsPage',
      url: '/ProductsPage?brand=Cairo+Loft&color=Beige&maxPrice=90000&cad=1&sort=price-asc&page=2',
    });
    await screen.findAllByRole('article');
    expect(lastQuery()).toEqual({
      page: 2,
      pageSize: 12,
      sort: 'price-asc',
      brands: ['Cairo Loft'],
      colors: ['Beige'],
      maxPrice: 90000,
      hasCAD: true,
    });
    expect(screen.getByRole('combobox', { name: 'Sort By' })).toHaveValue('price-asc');
    expect(screen.getByRole('button', { name: 'BIM/CAD' })).toHaveAttribute('aria-pressed', 'true');
    // The panel loads beside the grid (filter-panel-loader.ts).
    expect(await screen.findByRole('checkbox', { name: /Cairo Loft/ })).toBeChecked();
    expect(screen.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('40 products')).toBeInTheDocument();
  });

  it('a filter change goes into the URL, back to page 1, and refetches', async () => {
    list.mockResolvedValue(makePage(twelve, { total: 30, page: 2, pageCount: 3 }));
    renderRoute(<AllProductsPage />, { path: '/ProductsPage', url: '/ProductsPage?page=2' });
    await screen.findAllByRole('article');
    await userEvent.click(await screen.findByRole('checkbox', { name: /Nubia Textiles/ }));
    expect(screen.getByTestId('location')).toHaveTextContent('/ProductsPage?brand=Nubia+Textiles');
    await waitFor(() => expect(lastQuery()).toMatchObject({ brands: ['Nubia Textiles'], page: 1 }));
  });

  it('sorting and the toggles go into the URL', async () => {
    list.mockResolvedValue(makePage(twelve));
    renderRoute(<AllProductsPage />, { path: '/ProductsPage', url: '/ProductsPage' });
    await screen.findAllByRole('article');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort By' }), 'Alphabetical: Z-A');
    expect(screen.getByTestId('location')).toHaveTextContent('sort=name-desc');
    await userEvent.click(screen.getByRole('button', { name: 'For Sale' }));
    expect(screen.getByTestId('location')).toHaveTextContent('sale=1');
    await waitFor(() => expect(lastQuery()).toMatchObject({ sort: 'name-desc', hasSalePrice: true }));
  });

  it('a page change scrolls to the top, and the back button restores the page before', async () => {
    list.mockImplementation(async (query = {}) => makePage(twelve, { total: 36, page: query.page ?? 1, pageCount: 3 }));
    const { navigation } = renderRoute(<AllProductsPage />, { path: '/ProductsPage', url: '/ProductsPage' });
    await screen.findAllByRole('article');
    await userEvent.click(screen.getByRole('link', { name: 'Page 2' }));
    expect(scrollTo).toHaveBeenCalled();
    expect(screen.getByTestId('location')).toHaveTextContent('/ProductsPage?page=2');
    expect(await screen.findByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await act(async () => navigation.navigate!(-1));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/ProductsPage$/);
    expect(await screen.findByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(lastQuery()).toMatchObject({ page: 1 });
  });

  it('shows search results for ?q=', async () => {
    list.mockResolvedValue(makePage([]));
    renderRoute(<AllProductsPage />, { path: '/ProductsPage', url: '/ProductsPage?q=sofa' });
    expect(screen.getByRole('heading', { level: 1, name: 'Results for “sofa”' })).toBeInTheDocument();
    await screen.findByText(/No products match/);
    expect(lastQuery()).toMatchObject({ q: 'sofa' });
  });
});

describe('filter drawer (up to 768 px)', () => {
  it("hides the panel behind 'Show Filters', which opens a drawer with a close button", async () => {
    jest.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          matches: query === '(max-width: 768px)',
          media: query,
          addEventListener() {},
          removeEventListener() {},
        }) as unknown as MediaQueryList,
    );
    list.mockResolvedValue(makePage(twelve));
    renderRoute(<AllProductsPage />, { path: '/ProductsPage', url: '/ProductsPage' });
    await screen.findAllByRole('article');
    expect(screen.queryByRole('heading', { name: 'Filters' })).not.toBeInTheDocument();
    // Neither the panel nor the drawer is loaded before the person asks for them.
    expect(screen.queryByRole('slider')).not.toBeInTheDocument();
    const show = screen.getByRole('button', { name: 'Show Filters' });
    expect(show).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(show);
    const drawer = await screen.findByRole('dialog', { name: 'Filters' });
    expect(show).toHaveAttribute('aria-expanded', 'true');
    expect(within(drawer).getByRole('checkbox', { name: /Cairo Loft/ })).toBeInTheDocument();
    await userEvent.click(within(drawer).getByRole('button', { name: 'Close filters' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The focus goes back to the button that opened the drawer.
    expect(show).toHaveFocus();
  });
});
