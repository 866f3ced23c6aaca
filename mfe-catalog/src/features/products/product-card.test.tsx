import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { favoritesStore, sessionStore } from '@manzil/shared';
import { makeProduct, renderWithIntl } from '../../test-utils';
import { ProductCard } from './product-card';

beforeEach(() => {
  // Signing in reloads favorites from the API; these tests are about the card, not that call.
  jest.spyOn(favoritesStore, 'reload').mockResolvedValue();
});
afterEach(() => {
  jest.restoreAllMocks();
  sessionStore.set(null);
});

describe('ProductCard', () => {
  it('shows picture, name, a 10-word preview and the price', () => {
    const product = makeProduct({ _id: 'abc', mainImage: 'products/abc.svg' });
    const { container } = renderWithIntl(<ProductCard product={product} />);
    expect(screen.getByRole('heading', { name: product.name })).toBeInTheDocument();
    expect(screen.getByText('One two three four five six seven eight nine ten...')).toBeInTheDocument();
    expect(screen.getByText('12,500 E£')).toBeInTheDocument();
    expect(container.querySelector('img')?.getAttribute('src')).toMatch(/\/media\/products\/abc\.svg$/);
    expect(container.querySelector('img')?.hasAttribute('srcset')).toBe(false);
  });

  it("offers an uploaded picture's copies, for the browser to fetch the narrowest its column needs", () => {
    const product = makeProduct({ mainImage: 'uploads/6f1c2b9e-0d4e-4a57-9b1e-3c2f7a8d5e10/1280.webp' });
    const { container } = renderWithIntl(<ProductCard product={product} />);
    const picture = container.querySelector('img')!;
    expect(picture.getAttribute('srcset')?.split(', ')).toEqual([
      expect.stringMatching(/\/uploads\/6f1c2b9e-0d4e-4a57-9b1e-3c2f7a8d5e10\/320\.webp 320w$/),
      expect.stringMatching(/\/640\.webp 640w$/),
      expect.stringMatching(/\/1280\.webp 1280w$/),
    ]);
    expect(picture.getAttribute('sizes')).toBe('(max-width: 480px) 100vw, (max-width: 1024px) 50vw, 300px');
    expect(picture.getAttribute('src')).toMatch(/\/1280\.webp$/);
  });

  it('leads to /product/{_id}', async () => {
    renderWithIntl(<ProductCard product={makeProduct({ _id: 'abc' })} />);
    await userEvent.click(screen.getByRole('link', { name: /Nile Linen Sofa/ }));
    expect(screen.getByTestId('location')).toHaveTextContent('/product/abc');
  });

  it.each([
    [0, 'SOLD OUT'],
    [1, 'HURRY UP!'],
    [5, 'HURRY UP!'],
  ])('stock %i shows %s', (stock, text) => {
    renderWithIntl(<ProductCard product={makeProduct({ stock })} />);
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it('shows no stock badge above 5', () => {
    renderWithIntl(<ProductCard product={makeProduct({ stock: 6 })} />);
    expect(screen.queryByText('SOLD OUT')).not.toBeInTheDocument();
    expect(screen.queryByText('HURRY UP!')).not.toBeInTheDocument();
  });

  it('SOLD OUT is red and HURRY UP! is the amber pulsing badge', () => {
    const { unmount } = renderWithIntl(<ProductCard product={makeProduct({ stock: 0 })} />);
    expect(screen.getByText('SOLD OUT')).toHaveClass('soldOut');
    unmount();
    renderWithIntl(<ProductCard product={makeProduct({ stock: 3 })} />);
    expect(screen.getByText('HURRY UP!')).toHaveClass('hurry');
  });

  it('shows a sale price in red with the original struck through', () => {
    renderWithIntl(<ProductCard product={makeProduct({ price: 15_000, salePrice: 12_000 })} />);
    expect(screen.getByText('12,000 E£')).toHaveClass('sale');
    const original = screen.getByText('15,000 E£');
    expect(original.tagName).toBe('S');
    expect(screen.getByText('-20%')).toBeInTheDocument();
  });

  it('the favorite toggle does nothing without a session', async () => {
    const toggle = jest.spyOn(favoritesStore, 'toggle');
    renderWithIntl(<ProductCard product={makeProduct()} />);
    await userEvent.click(screen.getByRole('button', { name: /Add .* to favorites/ }));
    expect(toggle).not.toHaveBeenCalled();
  });

  it('the favorite toggle calls the favorites store with a session', async () => {
    sessionStore.set({ id: 'u1', email: 'a@b.c', firstName: 'A', lastName: 'B', role: 'shopper' });
    const toggle = jest.spyOn(favoritesStore, 'toggle').mockResolvedValue(true);
    const product = makeProduct();
    renderWithIntl(<ProductCard product={product} />);
    const button = screen.getByRole('button', { name: /Add .* to favorites/ });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(button);
    expect(toggle).toHaveBeenCalledWith(product);
  });

  it('keeps the heart outside the link (no nested interactive elements)', () => {
    renderWithIntl(<ProductCard product={makeProduct()} />);
    const link = screen.getByRole('link');
    expect(within(link).queryByRole('button')).not.toBeInTheDocument();
  });
});
