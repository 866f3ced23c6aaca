import { screen, within } from '@testing-library/react';
import { ApiError, getCategory, getProductType, getSubcategory, listProducts, type Category } from '@manzil/shared';
import { makePage, makeProduct, renderRoute } from '../../test-utils';
import TypeProductsPage from '../listing/type-products-page';
import CategoryPage from './category-page';
import TypesPage from './types-page';

jest.mock('@manzil/shared', () => ({
  ...jest.requireActual('@manzil/shared'),
  getCategory: jest.fn(),
  getSubcategory: jest.fn(),
  getProductType: jest.fn(),
  listProducts: jest.fn(),
}));
const category = getCategory as jest.MockedFunction<typeof getCategory>;
const subcategory = getSubcategory as jest.MockedFunction<typeof getSubcategory>;
const type = getProductType as jest.MockedFunction<typeof getProductType>;
const list = listProducts as jest.MockedFunction<typeof listProducts>;

const FURNITURE: Category = {
  _id: 'c1',
  name: 'Furniture',
  slug: 'furniture',
  image: 'categories/c1.svg',
  productCount: 900,
  subCategories: [
    {
      _id: 's1',
      name: 'Living Room',
      productCount: 300,
      types: [
        { _id: 't1', name: 'Sofas' },
        { _id: 't2', name: 'TV Units' },
      ],
    },
  ],
};

beforeEach(() => {
  jest.resetAllMocks();
  list.mockResolvedValue(makePage([makeProduct({ mainImage: 'products/cover.svg' })]));
});

describe('/category/{id}/subcategories', () => {
  it('shows the category and its subcategories with pictures, counts and types', async () => {
    category.mockResolvedValue(FURNITURE);
    renderRoute(<CategoryPage />, { path: '/category/:id/subcategories', url: '/category/c1/subcategories' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Furniture' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Shop all Furniture' })).toHaveAttribute('href', '/shop/furniture');
    const tile = screen.getByRole('article');
    expect(within(tile).getByRole('link', { name: 'Living Room' })).toHaveAttribute('href', '/types/s1');
    expect(within(tile).getByText('300 products')).toBeInTheDocument();
    expect(within(tile).getByRole('link', { name: 'TV Units' })).toHaveAttribute('href', '/products/t2/TV%20Units');
    // A subcategory without its own picture borrows one from its products.
    expect(list).toHaveBeenCalledWith({ subCategoryId: 's1', pageSize: 1 }, expect.anything());
    expect((await within(tile).findByRole('presentation', { hidden: true })).getAttribute('src')).toMatch(/cover\.svg$/);
  });

  it('shows a not-found state for an unknown category', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    category.mockRejectedValue(new ApiError('Not found', 404));
    renderRoute(<CategoryPage />, { path: '/category/:id/subcategories', url: '/category/zz/subcategories' });
    expect(await screen.findByRole('heading', { name: 'We could not find that category' })).toBeInTheDocument();
  });
});

describe('/types/{id}', () => {
  it("shows the subcategory's types leading to their listings, then its products", async () => {
    subcategory.mockResolvedValue({ ...FURNITURE.subCategories[0]!, category: { _id: 'c1', name: 'Furniture', slug: 'furniture' } });
    renderRoute(<TypesPage />, { path: '/types/:id', url: '/types/s1' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Living Room' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sofas' })).toHaveAttribute('href', '/products/t1/Sofas');
    expect(within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByRole('link', { name: 'Furniture' })).toHaveAttribute(
      'href',
      '/category/c1/subcategories',
    );
    expect(list).toHaveBeenCalledWith(expect.objectContaining({ subCategoryId: 's1', pageSize: 12 }), expect.anything());
  });
});

describe('/types/{id} loading and errors', () => {
  it("starts loading the subcategory's products without waiting for its details", () => {
    subcategory.mockReturnValue(new Promise(() => {}));
    renderRoute(<TypesPage />, { path: '/types/:id', url: '/types/s1' });
    expect(list).toHaveBeenCalledWith(expect.objectContaining({ subCategoryId: 's1' }), expect.anything());
  });

  it('shows a not-found state for an unknown subcategory', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    subcategory.mockRejectedValue(new ApiError('id is malformed', 400));
    renderRoute(<TypesPage />, { path: '/types/:id', url: '/types/x' });
    expect(await screen.findByRole('heading', { name: 'We could not find that subcategory' })).toBeInTheDocument();
  });
});

describe('/products/{typeId}/{typeName}', () => {
  it('lists the products of the type with its place in the tree', async () => {
    type.mockResolvedValue({
      _id: 't1',
      name: 'Sofas',
      subCategory: { _id: 's1', name: 'Living Room' },
      category: { _id: 'c1', name: 'Furniture', slug: 'furniture' },
    });
    renderRoute(<TypeProductsPage />, { path: '/products/:typeId/:typeName', url: '/products/t1/Sofas' });
    expect(screen.getByRole('heading', { level: 1, name: 'Sofas' })).toBeInTheDocument();
    expect(await screen.findAllByRole('article')).toHaveLength(1);
    expect(list).toHaveBeenCalledWith(expect.objectContaining({ typeId: 't1', page: 1, pageSize: 12 }), expect.anything());
    expect(await screen.findByRole('link', { name: 'Living Room' })).toHaveAttribute('href', '/types/s1');
  });

  it("shows 'No products found in this category.' for a type with no products", async () => {
    type.mockResolvedValue({
      _id: 't9',
      name: 'Hammocks',
      subCategory: { _id: 's1', name: 'Garden' },
      category: { _id: 'c6', name: 'Outdoor', slug: 'outdoor' },
    });
    list.mockResolvedValue(makePage([]));
    renderRoute(<TypeProductsPage />, { path: '/products/:typeId/:typeName', url: '/products/t9/Hammocks' });
    expect(await screen.findByText('No products found in this category.')).toBeInTheDocument();
  });
});
