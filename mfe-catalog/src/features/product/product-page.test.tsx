import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, bus, getProduct, getRelatedProducts, type CartItemInput } from '@manzil/shared';
import { makeProduct, renderRoute } from '../../test-utils';
import ProductPage from './product-page';

jest.mock('@manzil/shared', () => ({
  ...jest.requireActual('@manzil/shared'),
  getProduct: jest.fn(),
  getRelatedProducts: jest.fn(),
}));
const get = getProduct as jest.MockedFunction<typeof getProduct>;
const related = getRelatedProducts as jest.MockedFunction<typeof getRelatedProducts>;

const product = makeProduct({
  _id: 'p42',
  name: 'Zamalek Velvet Sofa',
  description: 'A deep, soft sofa for long evenings.',
  price: 40_000,
  salePrice: 32_000,
  stock: 3,
  images: ['products/p42-2.svg'],
  colors: ['Navy', 'Beige'],
  tags: ['Modern'],
  cadFile: 'cad/p42.dwg',
  readyToShip: true,
});

function open(url = '/product/p42') {
  return renderRoute(<ProductPage />, { path: '/product/:id', url });
}

beforeEach(() => {
  jest.resetAllMocks();
  related.mockResolvedValue([makeProduct({ _id: 'r1', name: 'Related Armchair' })]);
});

describe('/product/{id}', () => {
  it('shows the gallery, brand link, breadcrumbs, price on sale, stock, colours, tags and the CAD file', async () => {
    get.mockResolvedValue(product);
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Zamalek Velvet Sofa' })).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('p42');
    expect(screen.getByRole('link', { name: 'Cairo Loft' })).toHaveAttribute('href', '/vendor/b1');

    const crumbs = within(screen.getByRole('navigation', { name: 'Breadcrumb' }));
    expect(crumbs.getByRole('link', { name: 'Furniture' })).toHaveAttribute('href', '/category/c1/subcategories');
    expect(crumbs.getByRole('link', { name: 'Living Room' })).toHaveAttribute('href', '/types/s1');
    expect(crumbs.getByRole('link', { name: 'Sofas' })).toHaveAttribute('href', '/products/t1/Sofas');

    expect(screen.getAllByText('32,000 E£')[0]).toHaveClass('sale');
    expect(screen.getAllByText('40,000 E£')[0]!.tagName).toBe('S');
    expect(screen.getByText('Only 3 left in stock')).toBeInTheDocument();
    expect(screen.getByText('Ready to ship')).toBeInTheDocument();
    expect(screen.getByText('Navy')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Modern' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download BIM/CAD file' }).getAttribute('href')).toMatch(/\/media\/cad\/p42\.dwg$/);
    expect(screen.getByRole('img', { name: 'Zamalek Velvet Sofa, picture 1' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Show picture 2' }));
    expect(screen.getByRole('img', { name: 'Zamalek Velvet Sofa, picture 2' }).getAttribute('src')).toMatch(/p42-2\.svg$/);

    expect(await screen.findByRole('heading', { name: 'You may also like' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Related Armchair' })).toHaveAttribute('href', '/product/r1');
  });

  it("'Add to cart' emits cart:add once per unit of the chosen quantity", async () => {
    get.mockResolvedValue(product);
    const added: CartItemInput[] = [];
    const subscription = bus.on('cart:add').subscribe((input) => added.push(input));
    open();
    await screen.findByRole('heading', { level: 1 });
    const increase = screen.getByRole('button', { name: 'Increase quantity' });
    await userEvent.click(increase);
    await userEvent.click(increase);
    expect(screen.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue(3);
    expect(increase).toBeDisabled(); // only 3 in stock
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    subscription.unsubscribe();
    expect(added).toHaveLength(3);
    expect(added[0]).toMatchObject({ id: 'p42', productId: 'p42', salePrice: 32_000, price: 40_000, name: 'Zamalek Velvet Sofa' });
    expect(screen.getByText('Added 3 items to your cart.')).toBeInTheDocument();
  });

  it('a sold-out product cannot be added', async () => {
    get.mockResolvedValue({ ...product, stock: 0 });
    open();
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('button', { name: 'Sold out' })).toBeDisabled();
    expect(screen.getByText('Sold out', { selector: 'p *, p' })).toBeInTheDocument();
  });

  it.each([404, 400])('shows a not-found state when the API answers %i', async (status) => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    get.mockRejectedValue(new ApiError('Product not found', status));
    open('/product/unknown');
    expect(await screen.findByRole('heading', { name: 'We could not find that product' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/home');
  });

  it('offers Retry when the product could not be loaded for another reason', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    get.mockRejectedValueOnce(new ApiError('Failed to fetch', 0)).mockResolvedValueOnce(product);
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Zamalek Velvet Sofa' })).toBeInTheDocument();
  });
});
