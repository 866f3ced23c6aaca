import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ApiError,
  getVendorProducts,
  vendorLogout,
  vendorSessionStore,
  type Product,
  type ProductPage,
  type VendorSession,
} from '@manzil/shared';
import { renderAt } from '../../test/render';
import VendorDashboardPage from './vendor-dashboard-page';

jest.mock('@manzil/shared', () => ({
  ...jest.requireActual('@manzil/shared'),
  getVendorProducts: jest.fn(),
  vendorLogout: jest.fn(),
}));

const vendor: VendorSession = { vendorId: 'v7', userId: 'u7', email: 'vendor@manzil.eg', shopName: 'Damietta Works' };

function product(i: number, overrides: Partial<Product> = {}): Product {
  return {
    _id: `p${i}`,
    sku: `MZ-SOF-00000${i}`,
    name: `Beech armchair ${i}`,
    title: '',
    description: '',
    mainImage: `products/${i}.svg`,
    images: [],
    price: 8400,
    salePrice: null,
    stock: 7,
    category: { _id: 'c1', name: 'Furniture', slug: 'furniture' },
    subCategory: { _id: 's1', name: 'Living room' },
    type: { _id: 't1', name: 'Armchairs' },
    brandId: { _id: 'b1', brandName: 'Damietta Works' },
    vendorId: 'v7',
    colors: [],
    tags: [],
    createdAt: '2026-01-01T00:00:00.000Z',
    cadFile: null,
    status: true,
    readyToShip: false,
    promotionApproved: false,
    ...overrides,
  };
}

function pageOf(items: Product[], page = 1, pageCount = 1, total = items.length): ProductPage {
  return { items, total, page, pageSize: 12, pageCount, facets: { brands: [], colors: [], tags: [], price: { min: 0, max: 0 } } };
}

beforeEach(() => {
  jest.mocked(getVendorProducts).mockReset();
  act(() => vendorSessionStore.set(vendor));
});

it('sends a signed-out visitor to /signin-vendor', () => {
  act(() => vendorSessionStore.set(null));
  renderAt(<VendorDashboardPage />, { path: '/vendor-dashboard/:vendorId', at: '/vendor-dashboard/v7' });
  expect(screen.getByText('landed on /signin-vendor')).toBeInTheDocument();
  expect(getVendorProducts).not.toHaveBeenCalled();
});

it("lists the vendor's own products with picture, name, SKU, price, stock and status", async () => {
  jest.mocked(getVendorProducts).mockResolvedValue(
    pageOf(
      [product(1), product(2, { stock: 0, status: false }), product(3, { price: 9000, salePrice: 7500 })],
      1,
      3,
      30,
    ),
  );
  renderAt(<VendorDashboardPage />, { path: '/vendor-dashboard/:vendorId', at: '/vendor-dashboard/v7' });
  expect(screen.getByText('Damietta Works')).toBeInTheDocument();
  const table = await screen.findByRole('table');
  expect(getVendorProducts).toHaveBeenCalledWith('v7', 1);
  expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
    'Picture',
    'Name',
    'SKU',
    'Price',
    'Stock',
    'Status',
  ]);
  const first = within(table).getByRole('row', { name: /Beech armchair 1/ });
  expect(within(first).getByText('MZ-SOF-000001')).toBeInTheDocument();
  expect(within(first).getByText('8,400 E£')).toBeInTheDocument();
  expect(within(first).getByText('7')).toBeInTheDocument();
  expect(within(first).getByText('Listed')).toBeInTheDocument();
  const second = within(table).getByRole('row', { name: /Beech armchair 2/ });
  expect(within(second).getByText('Sold out')).toBeInTheDocument();
  expect(within(second).getByText('Unlisted')).toBeInTheDocument();
  expect(screen.getByText('30 products')).toBeInTheDocument();
  expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /Next/ })).toHaveAttribute('href', '/vendor-dashboard/v7?page=2');
});

it('loads the page named in the address', async () => {
  jest.mocked(getVendorProducts).mockResolvedValue(pageOf([product(13)], 2, 2, 13));
  renderAt(<VendorDashboardPage />, { path: '/vendor-dashboard/:vendorId', at: '/vendor-dashboard/v7?page=2' });
  expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument();
  expect(getVendorProducts).toHaveBeenCalledWith('v7', 2);
  expect(screen.getByRole('link', { name: /Previous/ })).toHaveAttribute('href', '/vendor-dashboard/v7');
});

it("says in a sentence that another vendor's dashboard is not theirs", async () => {
  jest.mocked(getVendorProducts).mockRejectedValue(new ApiError('Forbidden', 403, { message: 'Forbidden' }));
  renderAt(<VendorDashboardPage />, { path: '/vendor-dashboard/:vendorId', at: '/vendor-dashboard/v8' });
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('This dashboard belongs to another shop. You can only see your own products.');
  expect(within(alert).getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute('href', '/vendor-dashboard/v7');
});

it('asks the vendor to sign in again when the server session has ended', async () => {
  jest.mocked(getVendorProducts).mockRejectedValue(new ApiError('Please sign in.', 401));
  renderAt(<VendorDashboardPage />, { path: '/vendor-dashboard/:vendorId', at: '/vendor-dashboard/v7' });
  expect(await screen.findByText('landed on /signin-vendor')).toBeInTheDocument();
  expect(vendorSessionStore.value).toBeNull();
});

it('Logout ends the vendor session and returns to /signin-vendor', async () => {
  jest.mocked(getVendorProducts).mockResolvedValue(pageOf([]));
  jest.mocked(vendorLogout).mockResolvedValue();
  renderAt(<VendorDashboardPage />, { path: '/vendor-dashboard/:vendorId', at: '/vendor-dashboard/v7' });
  expect(await screen.findByText('You have no products on Manzil yet.')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
  expect(await screen.findByText('landed on /signin-vendor')).toBeInTheDocument();
  expect(vendorLogout).toHaveBeenCalled();
  expect(vendorSessionStore.value).toBeNull();
});
