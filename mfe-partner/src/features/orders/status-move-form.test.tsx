import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { VendorOrderDetail } from '@manzil/shared/contract';
import { renderVendorAt } from '../../test/render-vendor';
import * as api from '../vendor-api/vendor-api';
import { StatusMoveForm } from './status-move-form';

jest.mock('../vendor-api/vendor-api');

const order: VendorOrderDetail = {
  _id: '40',
  orderNumber: 'MZ-20260102-0001',
  orderDate: '2026-01-02T10:00:00.000Z',
  status: 'confirmed',
  trackingNumber: null,
  items: 1,
  subtotal: 8400,
  customerName: 'Nour Hassan',
  phoneNumber: '01001234567',
  shippingAddress: { address1: '12 Tahrir Street', city: 'Cairo', postalCode: '11511', country: 'Egypt' },
  lines: [],
  history: [],
};

beforeEach(() => jest.clearAllMocks());

it('offers only the moves allowed from where the order stands', () => {
  renderVendorAt(<StatusMoveForm order={{ ...order, status: 'placed' }} />);
  expect(screen.getByRole('button', { name: 'Confirm order' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Cancel and return stock' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Mark as shipped' })).not.toBeInTheDocument();
});

it('ships only with a tracking number', async () => {
  jest.mocked(api.moveVendorOrder).mockResolvedValue({ ...order, status: 'shipped', trackingNumber: 'BOSTA-1234' });
  renderVendorAt(<StatusMoveForm order={order} />);
  await userEvent.click(screen.getByRole('button', { name: 'Mark as shipped' }));
  expect(await screen.findByText('Please enter the tracking number.')).toBeInTheDocument();
  expect(api.moveVendorOrder).not.toHaveBeenCalled();
  await userEvent.type(screen.getByLabelText(/Tracking number/), 'BOSTA-1234');
  await userEvent.click(screen.getByRole('button', { name: 'Mark as shipped' }));
  expect(api.moveVendorOrder).toHaveBeenCalledWith('40', { status: 'shipped', trackingNumber: 'BOSTA-1234' });
});
