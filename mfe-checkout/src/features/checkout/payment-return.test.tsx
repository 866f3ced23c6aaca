import { act, screen } from '@testing-library/react';
import { bus, getOrderPayment } from '@manzil/shared';
import { RemoteIntl } from '../../intl';
import { checkoutOrder } from '../../test/fixtures';
import { renderAt } from '../../test/render';
import { PaymentReturn } from './payment-return';

jest.mock('@manzil/shared', () => ({ ...jest.requireActual('@manzil/shared'), getOrderPayment: jest.fn() }));

const order = checkoutOrder({
  cartItems: [{ name: 'Nile three-seat sofa', price: 12500, productId: 'p1', quantity: 1, image: 'products/1.svg' }],
  subtotal: 12500,
  total: 12500,
  paymentMethod: 'card',
  paymentStatus: 'pending',
});

const show = () =>
  renderAt(
    <RemoteIntl>
      <PaymentReturn orderId="o1" email="shopper@manzil.eg" onBack={jest.fn()} />
    </RemoteIntl>,
    { path: '/checkout' },
  );

afterEach(() => jest.useRealTimers());

it('asks again while the payment is pending; the answer that says paid empties the cart once and confirms', async () => {
  jest.useFakeTimers();
  const resets = jest.fn();
  const subscription = bus.on('cart:reset').subscribe(resets);
  jest
    .mocked(getOrderPayment)
    .mockResolvedValueOnce(order)
    .mockResolvedValue({ ...order, paymentStatus: 'paid' });
  show();
  await act(async () => undefined);
  expect(getOrderPayment).toHaveBeenCalledWith('o1');
  expect(resets).not.toHaveBeenCalled();
  await act(async () => jest.advanceTimersByTime(1000));
  expect(await screen.findByRole('heading', { name: 'Thank you for your order!' })).toBeInTheDocument();
  expect(getOrderPayment).toHaveBeenCalledTimes(2);
  expect(resets).toHaveBeenCalledTimes(1);
  subscription.unsubscribe();
});

it('a declined payment leaves the cart as it was', async () => {
  const resets = jest.fn();
  const subscription = bus.on('cart:reset').subscribe(resets);
  jest.mocked(getOrderPayment).mockResolvedValue({ ...order, paymentStatus: 'declined' });
  show();
  expect(await screen.findByRole('alert')).toBeInTheDocument();
  expect(resets).not.toHaveBeenCalled();
  subscription.unsubscribe();
});
