import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@manzil/shared';
import type { ReturnRequest, VendorOrderDetail } from '@manzil/shared/contract';
import { approveReturn, getVendorReturns, receiveReturn, rejectReturn, vendorCancelOrder } from '@manzil/shared/vendor';
import { renderVendorAt } from '../../test/render-vendor';
import { OrderAfterSale } from './order-after-sale';

jest.mock('@manzil/shared/vendor', () => ({
  ...jest.requireActual('@manzil/shared/vendor'),
  getVendorReturns: jest.fn(),
  vendorCancelOrder: jest.fn(),
  approveReturn: jest.fn(),
  rejectReturn: jest.fn(),
  receiveReturn: jest.fn(),
}));

const order: VendorOrderDetail = {
  _id: '40',
  orderNumber: 'MZ-20260102-0001',
  orderDate: '2026-01-02T10:00:00.000Z',
  status: 'delivered',
  trackingNumber: 'BOSTA-1234',
  items: 2,
  subtotal: 16800,
  customerName: 'Nour Hassan',
  phoneNumber: '01001234567',
  shippingAddress: { address1: '12 Tahrir Street', city: 'Cairo', postalCode: '11511', country: 'Egypt' },
  lines: [],
  history: [],
};

const request: ReturnRequest = {
  _id: '7',
  orderId: '40',
  orderNumber: 'MZ-20260102-0001',
  shopName: 'Damietta Works',
  path: 'change_of_mind',
  reason: 'does_not_fit',
  note: 'Too wide for the hall',
  status: 'requested',
  lines: [{ lineId: '91', name: 'Oak side table', quantity: 2, unitPrice: 8400, conditions: [null, null] }],
  photos: [],
  pickupDate: null,
  rejectReason: null,
  respondBy: '2026-01-12T10:00:00.000Z',
  escalated: false,
  decisionNote: null,
  refund: null,
  createdAt: '2026-01-10T10:00:00.000Z',
};

beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(getVendorReturns).mockResolvedValue([]);
});

it('offers the cancellation only while the order has not shipped, and sends the reason', async () => {
  jest.mocked(vendorCancelOrder).mockResolvedValue(undefined as never);
  const { unmount } = renderVendorAt(<OrderAfterSale order={order} />);
  expect(await screen.findByText(/No return requests\. When a shopper asks for one, answer within 48 hours\./)).toBeInTheDocument();
  expect(screen.queryByRole('form', { name: 'Cancel and return stock' })).not.toBeInTheDocument();
  unmount();

  renderVendorAt(<OrderAfterSale order={{ ...order, status: 'confirmed' }} />);
  const cancel = screen.getByRole('form', { name: 'Cancel and return stock' });
  await userEvent.click(within(cancel).getByRole('button', { name: 'Cancel and return stock' }));
  expect(await within(cancel).findByText('Please give a reason.')).toBeInTheDocument();
  expect(vendorCancelOrder).not.toHaveBeenCalled();
  await userEvent.type(within(cancel).getByLabelText(/Why you cancel/), 'Out of oak');
  await userEvent.click(within(cancel).getByRole('button', { name: 'Cancel and return stock' }));
  expect(vendorCancelOrder).toHaveBeenCalledWith('40', 'Out of oak');
});

it("lists only this order's requests, and approves one with a pickup date", async () => {
  jest.mocked(getVendorReturns).mockResolvedValue([request, { ...request, _id: '8', orderId: '41' }]);
  jest.mocked(approveReturn).mockResolvedValue({ ...request, status: 'approved', pickupDate: '2099-01-05' });
  renderVendorAt(<OrderAfterSale order={order} />);
  const items = await screen.findAllByTestId('vendor-return');
  expect(items).toHaveLength(1);
  expect(items[0]).toHaveTextContent('Waiting for your answer');
  expect(items[0]).toHaveTextContent('2 × Oak side table');
  expect(items[0]).toHaveTextContent('Does not fit their space');
  expect(items[0]).toHaveTextContent(/Answer by Jan 12, 2026, .*; after that Manzil support decides./);
  const approve = within(items[0]!).getByRole('form', { name: 'Approve the return' });
  const date = within(approve).getByLabelText(/Pickup date/);
  await userEvent.clear(date);
  await userEvent.type(date, '2099-01-05');
  await userEvent.click(within(approve).getByRole('button', { name: 'Approve the return' }));
  expect(approveReturn).toHaveBeenCalledWith('7', '2099-01-05');
});

it('rejects only with a reason, and shows the API’s sentence when the answer is refused', async () => {
  jest.mocked(getVendorReturns).mockResolvedValue([request]);
  jest
    .mocked(rejectReturn)
    .mockRejectedValue(new ApiError('The 48 hours to answer are over.', 409, { message: 'The 48 hours to answer are over.' }));
  renderVendorAt(<OrderAfterSale order={order} />);
  const reject = await screen.findByRole('form', { name: 'Reject' });
  await userEvent.click(within(reject).getByRole('button', { name: 'Reject' }));
  expect(await within(reject).findByText('Please give a reason.')).toBeInTheDocument();
  expect(rejectReturn).not.toHaveBeenCalled();
  await userEvent.type(within(reject).getByLabelText(/Why you reject it/), 'Used and scratched');
  await userEvent.click(within(reject).getByRole('button', { name: 'Reject' }));
  expect(rejectReturn).toHaveBeenCalledWith('7', 'Used and scratched');
  expect(await screen.findByRole('alert')).toHaveTextContent('The 48 hours to answer are over.');
});

it("records a received return with each unit's condition", async () => {
  jest.mocked(getVendorReturns).mockResolvedValue([{ ...request, status: 'approved', pickupDate: '2099-01-05' }]);
  jest.mocked(receiveReturn).mockResolvedValue({ ...request, status: 'received' });
  renderVendorAt(<OrderAfterSale order={order} />);
  const receive = await screen.findByRole('form', { name: 'Record as received' });
  expect(screen.getByText('Pickup on 2099-01-05')).toBeInTheDocument();
  await userEvent.selectOptions(within(receive).getByLabelText('Oak side table, unit 2'), 'not_resellable');
  await userEvent.click(within(receive).getByRole('button', { name: 'Record as received' }));
  expect(receiveReturn).toHaveBeenCalledWith('7', [{ lineId: '91', conditions: ['resellable', 'not_resellable'] }]);
});
