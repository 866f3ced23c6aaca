import { act, screen } from '@testing-library/react';
import { vendorSessionStore } from '@manzil/shared';
import { renderAt } from '../../test/render';
import { NotificationsPage, OrderDetailPage } from './vendor-section-page';

beforeEach(() => act(() => vendorSessionStore.set(null)));

it('sends a signed-out visitor to /signin-vendor', () => {
  renderAt(<NotificationsPage />, { path: '/notifications' });
  expect(screen.getByText('landed on /signin-vendor')).toBeInTheDocument();
});

it("shows the portal's navigation and where to go instead, without promises", () => {
  act(() => vendorSessionStore.set({ vendorId: 'v7', userId: 'u7', email: 'vendor@manzil.eg', shopName: 'Damietta Works' }));
  renderAt(<OrderDetailPage />, { path: '/orderDetail/:id', at: '/orderDetail/MZ-1' });
  expect(screen.getByRole('heading', { name: 'Order MZ-1' })).toBeInTheDocument();
  const nav = screen.getByRole('navigation', { name: 'Partner portal sections' });
  expect(nav).toHaveTextContent('Products');
  expect(screen.getByRole('link', { name: 'Open your dashboard' })).toHaveAttribute('href', '/vendor-dashboard/v7');
  expect(document.body).not.toHaveTextContent(/coming\s+soon/i);
});
