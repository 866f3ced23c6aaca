import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, trackOrder } from '@manzil/shared';
import { placedOrder } from '@manzil/shared/testing';
import { renderAt } from '../../test/render';
import TrackOrderPage from './track-order-page';

jest.mock('@manzil/shared', () => ({ ...jest.requireActual('@manzil/shared'), trackOrder: jest.fn() }));

const order = placedOrder;

async function search(number: string, email: string) {
  await userEvent.type(screen.getByLabelText('Order number'), number);
  await userEvent.type(screen.getByLabelText('E-mail address'), email);
  await userEvent.click(screen.getByRole('button', { name: 'Track order' }));
}

it("shows the order's status timeline with the current step marked", async () => {
  jest.mocked(trackOrder).mockResolvedValue(order);
  renderAt(<TrackOrderPage />, { path: '/trackorder' });
  await search(' MZ-20261121-0042 ', 'shopper@manzil.eg');
  expect(trackOrder).toHaveBeenCalledWith('MZ-20261121-0042', 'shopper@manzil.eg');
  expect(await screen.findByRole('heading', { name: 'Order MZ-20261121-0042' })).toBeInTheDocument();
  const steps = screen.getAllByRole('listitem').filter((li) => li.closest('ol'));
  expect(steps.map((li) => li.textContent)).toEqual([
    expect.stringContaining('Order placed'),
    expect.stringContaining('Confirmed'),
    expect.stringContaining('Shipped'),
    expect.stringContaining('Delivered'),
  ]);
  expect(steps[2]).toHaveAttribute('aria-current', 'step');
  expect(screen.getAllByText('LE 25,000.00').length).toBeGreaterThan(0);
});

it('says plainly when no order matches', async () => {
  jest.mocked(trackOrder).mockRejectedValue(new ApiError('Order not found', 404, { message: 'Order not found' }));
  renderAt(<TrackOrderPage />, { path: '/trackorder' });
  await search('MZ-0', 'nobody@example.com');
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'We could not find an order with that number and e-mail address. Check both and try again.',
  );
});

it('asks for both fields before searching', async () => {
  jest.mocked(trackOrder).mockClear();
  renderAt(<TrackOrderPage />, { path: '/trackorder' });
  await userEvent.click(screen.getByRole('button', { name: 'Track order' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Enter your order number and e-mail address.');
  expect(trackOrder).not.toHaveBeenCalled();
});

it('starts from the order handed over by the confirmation', () => {
  renderAt(<TrackOrderPage />, { path: '/trackorder', state: { orderNumber: 'MZ-1', email: 'a@b.eg' } });
  expect(screen.getByLabelText('Order number')).toHaveValue('MZ-1');
  expect(screen.getByLabelText('E-mail address')).toHaveValue('a@b.eg');
});
