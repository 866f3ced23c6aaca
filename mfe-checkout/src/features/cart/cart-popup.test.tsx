import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus, favoritesStore, sessionStore } from '@manzil/shared';
import CartPopup from '../../exposed/cart-popup';
import { shopperSession } from '@manzil/shared/testing';
import { renderAt } from '../../test/render';

const shopper = shopperSession;
const sofa = { id: 'p1', name: 'Nile three-seat sofa', image: 'products/1.svg', price: 12500 };
const lamp = { id: 'p2', name: 'Brass floor lamp', image: 'products/2.svg', price: 1899.5, salePrice: 1499 };

beforeEach(() => {
  // The favorites store reloads when the session changes; these tests are about the cart.
  jest.spyOn(favoritesStore, 'reload').mockResolvedValue();
  act(() => {
    bus.emit('cart:reset');
    sessionStore.set(null);
  });
});

afterEach(() => jest.restoreAllMocks());

function openPopup(onClose = jest.fn()) {
  renderAt(<CartPopup open onClose={onClose} />);
  return { onClose, dialog: screen.getByRole('dialog', { name: 'Shopping Cart' }) };
}

it('is titled Shopping Cart and says when the cart is empty', () => {
  const { dialog } = openPopup();
  expect(within(dialog).getByText('Your cart is empty.')).toBeInTheDocument();
  expect(within(dialog).getByRole('button', { name: 'Checkout' })).toBeDisabled();
  expect(within(dialog).getByText('LE 0.00')).toBeInTheDocument();
});

it('lists lines with name, unit price, quantity and an LE subtotal', async () => {
  act(() => {
    bus.emit('cart:add', sofa);
    bus.emit('cart:add', sofa);
    bus.emit('cart:add', lamp);
  });
  const { dialog } = openPopup();
  expect(within(dialog).getByText('Nile three-seat sofa')).toBeInTheDocument();
  expect(within(dialog).getByText('LE 12,500.00')).toBeInTheDocument();
  expect(within(dialog).getByText('LE 1,499.00')).toBeInTheDocument();
  expect(within(dialog).getByTestId('quantity-p1')).toHaveTextContent('2');
  expect(within(dialog).getByTestId('cart-subtotal')).toHaveTextContent('LE 26,499.00');

  await userEvent.click(within(dialog).getByRole('button', { name: 'Increase quantity of Nile three-seat sofa' }));
  expect(within(dialog).getByTestId('quantity-p1')).toHaveTextContent('3');
  expect(within(dialog).getByTestId('cart-subtotal')).toHaveTextContent('LE 38,999.00');

  await userEvent.click(within(dialog).getByRole('button', { name: 'Remove Brass floor lamp from the cart' }));
  expect(within(dialog).queryByText('Brass floor lamp')).not.toBeInTheDocument();
  expect(within(dialog).getByTestId('cart-subtotal')).toHaveTextContent('LE 37,500.00');
});

it("shows a line's uploaded picture from the copy its 72 px thumbnail needs, not the widest", () => {
  act(() => bus.emit('cart:add', { ...sofa, image: 'uploads/0b5e7c1a-2f3d/1280.webp' }));
  const { dialog } = openPopup();
  const picture = dialog.querySelector('img')!;
  expect(picture.getAttribute('sizes')).toBe('72px');
  expect(picture.getAttribute('srcset')).toMatch(/\/uploads\/0b5e7c1a-2f3d\/320\.webp 320w, .*\/640\.webp 640w, .*\/1280\.webp 1280w$/);
});

it('cannot lower a quantity below 1', () => {
  act(() => bus.emit('cart:add', sofa));
  const { dialog } = openPopup();
  expect(within(dialog).getByRole('button', { name: 'Decrease quantity of Nile three-seat sofa' })).toBeDisabled();
});

it('sends a signed-out shopper to /login on Checkout, and closes', async () => {
  act(() => bus.emit('cart:add', sofa));
  const { dialog, onClose } = openPopup();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Checkout' }));
  expect(screen.getByText('landed on /login')).toBeInTheDocument();
  expect(JSON.parse(screen.getByTestId('landing-state').textContent!)).toEqual({ from: '/checkout' });
  expect(onClose).toHaveBeenCalled();
});

it('takes a signed-in shopper to /checkout with the items, subtotal, shipping fee 0 and total', async () => {
  act(() => {
    sessionStore.set(shopper);
    bus.emit('cart:add', sofa);
    bus.emit('cart:add', sofa);
  });
  const { dialog } = openPopup();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Checkout' }));
  expect(screen.getByText('landed on /checkout')).toBeInTheDocument();
  const state = JSON.parse(screen.getByTestId('landing-state').textContent!);
  expect(state).toMatchObject({ subtotal: 25000, shippingFee: 0, total: 25000 });
  expect(state.cartItems).toEqual([expect.objectContaining({ id: 'p1', quantity: 2, unitPrice: 12500 })]);
});

it('calls onClose on the close button and on Escape', async () => {
  const { dialog, onClose } = openPopup();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
  expect(onClose).toHaveBeenCalledTimes(1);
  await userEvent.keyboard('{Escape}');
  expect(onClose).toHaveBeenCalledTimes(2);
});

it('links to the full cart page', async () => {
  const { dialog, onClose } = openPopup();
  await userEvent.click(within(dialog).getByRole('link', { name: 'View cart' }));
  expect(screen.getByText('landed on /mycart')).toBeInTheDocument();
  expect(onClose).toHaveBeenCalled();
});
