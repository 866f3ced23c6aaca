import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, vendorSessionStore } from '@manzil/shared';
import { answerVendorDashboard, NO_APPROVAL, vendorProduct, vendorSession } from '../../test/fixtures';
import { renderVendorAt } from '../../test/render-vendor';
import * as api from '../vendor-api/vendor-api';
import VendorDashboardPage from './vendor-dashboard-page';

jest.mock('../vendor-api/vendor-api');
jest.mock('./sales-chart', () => ({ __esModule: true, default: () => <p>revenue chart</p> }));
// The inline form's typing and its form set take longer than jest's 5 s on a busy machine.
jest.setTimeout(20_000);

const vendor = vendorSession;

const product = vendorProduct;

const none = NO_APPROVAL;

beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(api.getApplication).mockResolvedValue({ application: null, approved: true });
  jest.mocked(api.getUnreadCount).mockResolvedValue({ unread: 3 });
  answerVendorDashboard(api);
  act(() => vendorSessionStore.set(vendor));
});

it('sends a signed-out visitor to /signin-vendor', () => {
  act(() => vendorSessionStore.set(null));
  renderVendorAt(<VendorDashboardPage />, { path: '/vendor-dashboard/:vendorId', at: '/vendor-dashboard/7' });
  expect(screen.getByText('landed on /signin-vendor')).toBeInTheDocument();
});

it('sends a shop whose application is not approved to /verify-partner', async () => {
  jest.mocked(api.getApplication).mockResolvedValue({ application: null, approved: false });
  renderVendorAt(<VendorDashboardPage />, { path: '/vendor-dashboard/:vendorId', at: '/vendor-dashboard/7' });
  expect(await screen.findByText('landed on /verify-partner')).toBeInTheDocument();
});

it('shows the figures, the products with low-stock and approval marks, the orders and the unread count', async () => {
  renderVendorAt(<VendorDashboardPage />, { path: '/vendor-dashboard/:vendorId', at: '/vendor-dashboard/7' });
  const row = (await screen.findByRole('rowheader', { name: /Beech armchair 2/ })).closest('tr')!;
  expect(within(row).getByText(/Low stock: 3 left/)).toBeInTheDocument();
  expect(within(row).getByText('Pending')).toBeInTheDocument();
  expect(within(row).getByText('Unlisted')).toBeInTheDocument();
  expect(screen.getByText('Last 30 days')).toBeInTheDocument();
  expect(await screen.findByText('revenue chart')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'MZ-20260102-0001' })).toHaveAttribute('href', '/orderDetail/40');
  expect(await screen.findByLabelText('3 unread notifications')).toHaveTextContent('3');
});

it('saves a new price and stock inline, checked by the contract first', async () => {
  jest.mocked(api.quickEditProduct).mockResolvedValue({ product: product(1, { price: 7900 }), approval: none });
  renderVendorAt(<VendorDashboardPage />, { path: '/vendor-dashboard/:vendorId', at: '/vendor-dashboard/7' });
  const form = await screen.findByRole('form', { name: 'Price and stock of Beech armchair 1' });
  const price = within(form).getByLabelText('Price');
  const save = within(form).getByRole('button', { name: 'Save' });
  expect(save).toBeDisabled();
  await userEvent.clear(price);
  await userEvent.type(price, '0');
  await userEvent.click(save);
  expect(within(form).getByText('Enter a price above 0.')).toBeInTheDocument();
  expect(price).toHaveAttribute('aria-invalid', 'true');
  expect(price).toHaveFocus();
  expect(api.quickEditProduct).not.toHaveBeenCalled();
  await userEvent.clear(price);
  await userEvent.type(price, '7900');
  expect(within(form).queryByText('Enter a price above 0.')).not.toBeInTheDocument();
  await userEvent.click(save);
  expect(await within(form).findByRole('status')).toHaveTextContent('Saved');
  // Only what changed is sent, as the contract's quick-edit schema reads it.
  expect(api.quickEditProduct).toHaveBeenCalledWith('1', { price: 7900 });
  expect(save).toBeDisabled();
});

it("refuses a stock that is not a whole number, and shows the server's sentence when the save fails", async () => {
  jest
    .mocked(api.quickEditProduct)
    .mockRejectedValue(
      new ApiError('x', 409, { code: 'price_below_sale', message: 'The price must stay above the sale price (5000 EGP).' }),
    );
  renderVendorAt(<VendorDashboardPage />, { path: '/vendor-dashboard/:vendorId', at: '/vendor-dashboard/7' });
  const form = await screen.findByRole('form', { name: 'Price and stock of Beech armchair 1' });
  const stock = within(form).getByLabelText('Stock');
  await userEvent.clear(stock);
  await userEvent.type(stock, '2.5');
  await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
  expect(within(form).getByText('Enter a whole number of 0 or more.')).toBeInTheDocument();
  expect(api.quickEditProduct).not.toHaveBeenCalled();
  await userEvent.clear(stock);
  await userEvent.type(stock, '4');
  await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
  expect(await within(form).findByRole('alert')).toHaveTextContent('The price must stay above the sale price (5000 EGP).');
  expect(api.quickEditProduct).toHaveBeenCalledWith('1', { stock: 4 });
  expect(within(form).queryByRole('status')).not.toBeInTheDocument();
});

it('filters by status and searches by name', async () => {
  renderVendorAt(<VendorDashboardPage />, { path: '/vendor-dashboard/:vendorId', at: '/vendor-dashboard/7' });
  await screen.findByRole('rowheader', { name: /Beech armchair 1/ });
  await userEvent.selectOptions(screen.getByLabelText('Show'), 'Low stock');
  await userEvent.type(screen.getByLabelText('Search by name or SKU'), 'beech');
  expect(api.getVendorProductPage).toHaveBeenLastCalledWith({ q: 'beech', status: 'low-stock', page: 1 });
});

it("says in a sentence that another vendor's dashboard is not theirs", async () => {
  renderVendorAt(<VendorDashboardPage />, { path: '/vendor-dashboard/:vendorId', at: '/vendor-dashboard/8' });
  expect(await screen.findByRole('alert')).toHaveTextContent('This dashboard belongs to another shop.');
  expect(api.getVendorProductPage).not.toHaveBeenCalled();
});
