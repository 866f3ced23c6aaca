import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, getBrand, getBrands, listProducts } from '@manzil/shared';
import { makeBrand, makePage, makeProduct, renderRoute } from '../../test-utils';
import VendorPage from './vendor-page';
import VendorsPage from './vendors-page';

jest.mock('@manzil/shared', () => ({
  ...jest.requireActual('@manzil/shared'),
  getBrand: jest.fn(),
  getBrands: jest.fn(),
  listProducts: jest.fn(),
}));
const brand = getBrand as jest.MockedFunction<typeof getBrand>;
const brands = getBrands as jest.MockedFunction<typeof getBrands>;
const list = listProducts as jest.MockedFunction<typeof listProducts>;

beforeEach(() => jest.resetAllMocks());

describe('/vendor/{id}', () => {
  it("shows the brand banner above the brand's products, without a brand filter", async () => {
    brand.mockResolvedValue(makeBrand({ _id: 'b7', brandName: 'Nubia Textiles', brandDescription: 'Kilims.' }));
    list.mockResolvedValue(makePage([makeProduct()]));
    renderRoute(<VendorPage />, { path: '/vendor/:id', url: '/vendor/b7' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Nubia Textiles' })).toBeInTheDocument();
    expect(await screen.findAllByRole('article')).toHaveLength(1);
    expect(list).toHaveBeenCalledWith(expect.objectContaining({ brandId: 'b7', pageSize: 12 }), expect.anything());
    expect(brand).toHaveBeenCalledWith('b7');
    expect(screen.queryByRole('button', { name: 'Brands' })).not.toBeInTheDocument();
  });

  it('shows a not-found state for an unknown brand', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    brand.mockRejectedValue(new ApiError('Brand not found', 404));
    list.mockResolvedValue(makePage([]));
    renderRoute(<VendorPage />, { path: '/vendor/:id', url: '/vendor/nope' });
    expect(await screen.findByRole('heading', { name: 'We could not find that brand' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/home');
  });
});

describe('/vendors', () => {
  it('lists every brand A to Z, each leading to its page, with a name filter', async () => {
    brands.mockResolvedValue([
      makeBrand({ _id: 'b2', brandName: 'Zamalek Works' }),
      makeBrand({ _id: 'b1', brandName: 'Aswan Craft House', productCount: 12 }),
    ]);
    renderRoute(<VendorsPage />, { path: '/vendors', url: '/vendors' });
    const links = await screen.findAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual(['/vendor/b1', '/vendor/b2']);
    expect(screen.getByText('12 products')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Find a brand' }), 'zama');
    await waitFor(() => expect(screen.getAllByRole('link')).toHaveLength(1));
    expect(screen.getByRole('link')).toHaveTextContent('Zamalek Works');
  });
});
