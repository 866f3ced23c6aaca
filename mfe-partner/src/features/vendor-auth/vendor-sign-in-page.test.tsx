import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, vendorSessionStore, type VendorSession } from '@manzil/shared';
import { vendorLogin } from '@manzil/shared/vendor';
import { renderAt } from '../../test/render';
import VendorSignInPage from './vendor-sign-in-page';

jest.mock('@manzil/shared/vendor', () => ({ ...jest.requireActual('@manzil/shared/vendor'), vendorLogin: jest.fn() }));

const vendor: VendorSession = { vendorId: 'v7', userId: 'u7', email: 'vendor@manzil.eg', shopName: 'Damietta Works' };

beforeEach(() => {
  jest.mocked(vendorLogin).mockReset();
  act(() => vendorSessionStore.set(null));
});

async function signIn(password = 'Manzil#2026') {
  await userEvent.type(screen.getByLabelText('E-mail'), 'vendor@manzil.eg');
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

it('signs the vendor in, stores the vendor and opens their dashboard', async () => {
  jest.mocked(vendorLogin).mockResolvedValue({ vendor });
  renderAt(<VendorSignInPage />, { path: '/signin-vendor' });
  expect(screen.getByRole('heading', { name: 'Partners Portal' })).toBeInTheDocument();
  await signIn();
  expect(vendorLogin).toHaveBeenCalledWith({ email: 'vendor@manzil.eg', password: 'Manzil#2026' });
  expect(await screen.findByText('landed on /vendor-dashboard/v7')).toBeInTheDocument();
  expect(vendorSessionStore.value).toEqual(vendor);
  expect(JSON.parse(localStorage.getItem('vendor')!)).toEqual(vendor);
});

it("shows the server's 401 sentence and stores nothing", async () => {
  jest.mocked(vendorLogin).mockRejectedValue(new ApiError('Invalid e-mail or password.', 401, { message: 'Invalid e-mail or password.' }));
  renderAt(<VendorSignInPage />, { path: '/signin-vendor' });
  await signIn('nope');
  expect(await screen.findByRole('alert')).toHaveTextContent('Invalid e-mail or password.');
  expect(vendorSessionStore.value).toBeNull();
});

it('sends a vendor who is already signed in to their dashboard', () => {
  act(() => vendorSessionStore.set(vendor));
  renderAt(<VendorSignInPage />, { path: '/signin-vendor' });
  expect(screen.getByText('landed on /vendor-dashboard/v7')).toBeInTheDocument();
});

it('links prospective partners to /partners', () => {
  renderAt(<VendorSignInPage />, { path: '/signin-vendor' });
  expect(screen.getByRole('link', { name: 'Join us' })).toHaveAttribute('href', '/partners');
});
