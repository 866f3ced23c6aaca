import { act, render, screen, within } from '@testing-library/react';
import { bus, cartStore } from '@manzil/shared';
import { renderShell } from '../test-utils';
import { CountBadge } from './count-badge';
import { Header } from './header';

jest.mock('../federation/remote-component', () => ({
  RemoteComponent: ({ id }: { id: string }) => <div data-testid={`remote-${id}`} />,
}));
jest.mock('@manzil/shared', () =>
  jest.requireActual<typeof import('../test-categories')>('../test-categories').withCategories(
    jest.requireActual('@manzil/shared'),
    jest.fn(() => Promise.resolve([])),
  ),
);

describe('the count badge (SPEC §9: badge maximum 99)', () => {
  it.each([
    [1, '1'],
    [99, '99'],
    [100, '99+'],
    [150, '99+'],
  ])('shows %i as %s', (count, text) => {
    render(<CountBadge count={count} />);
    expect(screen.getByTestId('count-badge')).toHaveTextContent(text);
  });

  it('shows nothing for an empty cart', () => {
    render(<CountBadge count={0} />);
    expect(screen.queryByTestId('count-badge')).not.toBeInTheDocument();
  });

  it("caps the header's cart badge at 99+ for 150 units in the cart", async () => {
    renderShell(<Header />);
    await screen.findByText('No Categories Available');
    const cart = screen.getByRole('button', { name: 'Cart' });
    expect(within(cart).queryByTestId('count-badge')).not.toBeInTheDocument();
    act(() => {
      bus.emit('cart:add', { id: 'sofa-1', name: 'Sofa', image: 'p.svg', price: 12500 });
      bus.emit('cart:set-quantity', { id: 'sofa-1', quantity: 150 });
    });
    expect(cartStore.items[0]?.quantity).toBe(150);
    expect(within(cart).getByTestId('count-badge')).toHaveTextContent('99+');
    act(() => bus.emit('cart:set-quantity', { id: 'sofa-1', quantity: 99 }));
    expect(within(cart).getByTestId('count-badge')).toHaveTextContent('99');
    act(() => bus.emit('cart:reset'));
  });
});
