import { screen, within } from '@testing-library/react';
import { getBrands, listProducts, queryClient, queryKeys, type Category } from '@manzil/shared';
import { makeBrand, makePage, makeProduct, renderRoute } from '../../test-utils';
import HomePage from './home-page';

jest.mock('@manzil/shared', () => ({
  ...jest.requireActual('@manzil/shared'),
  getBrands: jest.fn(),
  listProducts: jest.fn(),
}));
const brands = getBrands as jest.MockedFunction<typeof getBrands>;
const list = listProducts as jest.MockedFunction<typeof listProducts>;

const category = (id: string, name: string): Category => ({
  _id: id,
  name,
  slug: name.toLowerCase(),
  image: `categories/${id}.svg`,
  subCategories: [],
  productCount: 120,
});

beforeEach(() => {
  jest.resetAllMocks();
  // The page load's one categories answer, as the shell's header would have left it in the cache.
  queryClient.setQueryData(queryKeys.categories(), [category('c1', 'Furniture'), category('c2', 'Lighting')]);
  brands.mockResolvedValue([makeBrand({ _id: 'b1', brandName: 'Cairo Loft' })]);
  list.mockImplementation(async (query = {}) => {
    if (query.hasSalePrice) return makePage([makeProduct({ _id: 's1', name: 'Sale Sofa', price: 20_000, salePrice: 15_000 })]);
    if (query.readyToShip) return makePage([makeProduct({ _id: 'r1', name: 'Ready Lamp' })]);
    return makePage([makeProduct({ _id: 'n1', name: 'New Chair' })]);
  });
});

describe('home page', () => {
  it('shows categories with their pictures, each leading to its subcategories', async () => {
    renderRoute(<HomePage />, { path: '/home', url: '/home' });
    const section = await screen.findByRole('region', { name: 'Shop by category' });
    const link = within(section).getByRole('link', { name: /Furniture/ });
    expect(link).toHaveAttribute('href', '/category/c1/subcategories');
    expect(link.querySelector('img')?.getAttribute('src')).toMatch(/categories\/c1\.svg$/);
  });

  it('shows on-sale and ready-to-ship rows from the server, each leading to its listing', async () => {
    renderRoute(<HomePage />, { path: '/home', url: '/home' });
    const sale = await screen.findByRole('region', { name: 'On Sale Products' });
    expect(await within(sale).findByRole('link', { name: 'Sale Sofa' })).toHaveAttribute('href', '/product/s1');
    expect(within(sale).getByRole('link', { name: /View all/ })).toHaveAttribute('href', '/products/onsale');
    const ready = screen.getByRole('region', { name: 'Ready to Ship' });
    expect(await within(ready).findByRole('link', { name: 'Ready Lamp' })).toBeInTheDocument();
    expect(within(ready).getByRole('link', { name: /View all/ })).toHaveAttribute('href', '/products/readytoship');
    expect(list).toHaveBeenCalledWith({ hasSalePrice: true, pageSize: 8 }, expect.anything());
    expect(list).toHaveBeenCalledWith({ readyToShip: true, pageSize: 8 }, expect.anything());
  });

  it('shows brands leading to their pages and to all brands', async () => {
    renderRoute(<HomePage />, { path: '/home', url: '/home' });
    const section = await screen.findByRole('region', { name: 'Brands to know' });
    expect(within(section).getByRole('link', { name: 'Cairo Loft' })).toHaveAttribute('href', '/vendor/b1');
    expect(within(section).getByRole('link', { name: /All brands/ })).toHaveAttribute('href', '/vendors');
  });

  it('a section whose call fails stays away; the rest of the page still shows', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    list.mockRejectedValue(new Error('down'));
    renderRoute(<HomePage />, { path: '/home', url: '/home' });
    expect(await screen.findByRole('region', { name: 'Shop by category' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    await screen.findByRole('region', { name: 'Brands to know' });
    expect(screen.queryByRole('region', { name: 'On Sale Products' })).not.toBeInTheDocument();
  });
});
