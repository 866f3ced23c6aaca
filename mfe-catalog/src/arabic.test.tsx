// Every screen of the catalog rendered in Arabic, through the real locale store and
// this remote's RemoteIntl: Arabic texts, no English left, prices in 'ج.م.', right to left.
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  getBrand,
  getBrands,
  getCategory,
  getSubcategory,
  getProduct,
  getRelatedProducts,
  getSearchSuggestions,
  listProducts,
  localeStore,
  queryClient,
  queryKeys,
} from '@manzil/shared';
import { englishLeftovers, visibleText } from '@manzil/shared/message-catalogs';
import { messages } from './messages';
import { messagesAr } from './messages.ar';
import { makeBrand, makePage, makeProduct, renderRoute, renderWithIntl } from './test-utils';
import HomePage from './features/home/home-page';
import CategoryPage from './features/categories/category-page';
import TypesPage from './features/categories/types-page';
import AllProductsPage from './features/listing/all-products-page';
import OnSalePage from './features/listing/on-sale-page';
import ProductPage from './features/product/product-page';
import VendorPage from './features/brands/vendor-page';
import VendorsPage from './features/brands/vendors-page';
import { SearchBox } from './features/search/search-box';
import { appMessages } from './intl';
import { searchMessages } from './search-intl';

jest.mock('@manzil/shared', () => ({
  ...jest.requireActual('@manzil/shared'),
  getBrand: jest.fn(),
  getBrands: jest.fn(),
  getCategory: jest.fn(),
  getSubcategory: jest.fn(),
  getProduct: jest.fn(),
  getRelatedProducts: jest.fn(),
  getSearchSuggestions: jest.fn(),
  listProducts: jest.fn(),
}));

// Product data of the fixtures (names, brands, colours, tags): the catalog's texts, not the app's.
const DATA = ['Furniture', 'Living Room', 'Sofas', 'Beige', 'Walnut', 'Handmade', 'Cairo Loft', 'Nubia Textiles'];

interface Screen {
  name: string;
  render: () => unknown;
  /** Then-do (open a panel, type) before checking. */
  act?: () => Promise<void>;
  /** Ids of messages.ar (or literal Arabic) that must show. */
  arabic: string[];
  prices: boolean;
}

const SCREENS: Screen[] = [
  {
    name: 'home page',
    render: () => renderRoute(<HomePage />, { path: '/home', url: '/home' }),
    arabic: ['home.hero.title', 'home.hero.shop', 'home.categories.title', 'home.brands.title', 'home.brands.all', 'shelf.viewAll'],
    prices: true,
  },
  {
    name: 'category page',
    render: () => renderRoute(<CategoryPage />, { path: '/category/:id/subcategories', url: '/category/c1/subcategories' }),
    arabic: ['breadcrumbs.home', 'تسوّق كل Furniture'],
    prices: false,
  },
  {
    name: 'subcategory page (its types)',
    render: () => renderRoute(<TypesPage />, { path: '/types/:id', url: '/types/s1' }),
    arabic: ['breadcrumbs.home', 'كل Living Room'],
    prices: false,
  },
  {
    name: 'listing with filters chosen',
    render: () => renderRoute(<AllProductsPage />, { path: '/ProductsPage', url: '/ProductsPage?colors=Beige&sort=price-asc' }),
    arabic: [
      'allProducts.title',
      'filters.title',
      'filters.clearAll',
      'filters.brands',
      'filters.colors',
      'filters.tags',
      'sort.label',
      'toggle.forSale',
    ],
    prices: true,
  },
  {
    name: 'on-sale listing, empty',
    render: () => renderRoute(<OnSalePage />, { path: '/products/onsale', url: '/products/onsale' }),
    arabic: ['onSale.title', 'onSale.description'],
    prices: false,
  },
  {
    name: 'product page',
    render: () => renderRoute(<ProductPage />, { path: '/product/:id', url: '/product/p42' }),
    arabic: [
      'product.addToCart',
      'product.description',
      'product.colors',
      'product.tags',
      'product.related',
      'product.readyToShip',
      'product.downloadCad',
    ],
    prices: true,
  },
  {
    name: 'brand page',
    render: () => renderRoute(<VendorPage />, { path: '/vendor/:id', url: '/vendor/b7' }),
    arabic: ['breadcrumbs.home', 'sort.label', 'filters.title'],
    prices: true,
  },
  {
    name: 'all brands page',
    render: () => renderRoute(<VendorsPage />, { path: '/vendors', url: '/vendors' }),
    arabic: ['vendors.title', 'vendors.description', 'vendors.filterLabel'],
    prices: false,
  },
  {
    name: 'search box with suggestions',
    render: () => renderWithIntl(<SearchBox />),
    act: async () => {
      await userEvent.type(await screen.findByRole('combobox', { name: messagesAr['search.label'] }), 'كنبه');
    },
    arabic: ['search.label', 'search.placeholder', 'search.products', 'search.brands', 'عرض كل النتائج لـ «كنبه»'],
    prices: true,
  },
];

const text = (idOrText: string) => messagesAr[idOrText] ?? idOrText;

beforeAll(async () => {
  act(() => localeStore.set('ar'));
  // The store shows a remote in Arabic once its Arabic texts are there (useIntlSetup suspends until then).
  await Promise.all([appMessages.load('ar'), searchMessages.load('ar')]);
});
afterAll(() => act(() => localeStore.set('en')));
beforeEach(() => {
  jest.spyOn(window, 'scrollTo').mockImplementation(() => {});
  queryClient.clear();
  queryClient.setQueryData(queryKeys.categories(), [
    { _id: 'c1', name: 'Furniture', slug: 'furniture', image: 'categories/c1.svg', subCategories: [], productCount: 120 },
  ]);
  jest.mocked(getBrands).mockResolvedValue([makeBrand(), makeBrand({ _id: 'b2', brandName: 'Nubia Textiles', productCount: 12 })]);
  const livingRoom = { _id: 's1', name: 'Living Room', productCount: 300, types: [{ _id: 't1', name: 'Sofas' }] };
  jest.mocked(getCategory).mockResolvedValue({
    _id: 'c1',
    name: 'Furniture',
    slug: 'furniture',
    image: 'categories/c1.svg',
    productCount: 900,
    subCategories: [livingRoom],
  });
  jest.mocked(getSubcategory).mockResolvedValue({ ...livingRoom, category: { _id: 'c1', name: 'Furniture', slug: 'furniture' } });
  jest.mocked(getBrand).mockResolvedValue(makeBrand({ _id: 'b7', brandName: 'Nubia Textiles', brandDescription: 'Kilims.' }));
  jest
    .mocked(listProducts)
    .mockResolvedValue(makePage([makeProduct({ _id: 'p1', price: 20_000, salePrice: 15_000 }), makeProduct({ _id: 'p2', stock: 0 })]));
  jest
    .mocked(getProduct)
    .mockResolvedValue(makeProduct({ _id: 'p42', price: 40_000, salePrice: 32_000, stock: 3, cadFile: 'cad/p42.dwg', readyToShip: true }));
  jest.mocked(getRelatedProducts).mockResolvedValue([makeProduct({ _id: 'r1' })]);
  jest.mocked(getSearchSuggestions).mockResolvedValue([
    {
      resultType: 'product',
      _id: 'p1',
      name: 'Nile Linen Sofa',
      mainImage: 'products/p1.svg',
      categoryName: 'Furniture',
      brandName: 'Cairo Loft',
      price: 15_000,
      salePrice: 12_000,
    },
    { resultType: 'brand', _id: 'b9', brandName: 'Cairo Loft', brandlogo: 'brands/b9.svg', brandDescription: 'Sofas by hand.' },
  ]);
});
afterEach(() => jest.restoreAllMocks());

describe.each(SCREENS)('in Arabic: $name', ({ render, act: then, arabic, prices }) => {
  it('shows the Arabic texts, no English of the catalog, prices in ج.م., right to left', async () => {
    render();
    await then?.();
    const missing = () => arabic.map(text).filter((wanted) => !visibleText(document.body).includes(wanted));
    await waitFor(() => expect(missing()).toEqual([]), { onTimeout: (error) => error });
    const shown = visibleText(document.body);
    expect(englishLeftovers(shown, messages, messagesAr, DATA)).toEqual([]);
    if (prices) expect(shown).toMatch(/\d[\d,.]* ج\.م\./);
    expect(shown).not.toMatch(/E£|\bLE \d/);
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    // Radix parts (tabs, dialogs, menus, selects) take the direction from the app's DirectionProvider.
    expect([...document.body.querySelectorAll('[dir]')].map((element) => element.getAttribute('dir'))).not.toContain('ltr');
  });
});
