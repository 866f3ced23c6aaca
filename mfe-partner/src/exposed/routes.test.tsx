import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from '@manzil/shared/router/testing';
import { routes } from './routes';

function renderRoute(path: string) {
  const route = routes.find((r) => r.path === path)!;
  const { Component } = route;
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={path} element={<Component />} />
      </Routes>
    </MemoryRouter>,
  );
}

it('owns every partner, vendor and admin route of the manifest', () => {
  expect(routes.map((r) => r.path).sort()).toEqual(
    [
      '/partners',
      '/careers',
      '/jobdesc/:jobId',
      '/vendor-dashboard/:vendorId',
      '/orderDetail/:id',
      '/update-product',
      '/admin-login',
      '/adminpanel',
      '/verify-partner',
      '/notifications',
      '/signin-vendor',
      '/signupvendor',
      '/addbrand',
      '/vendor-earnings',
      '/edit-employee/:id',
    ].sort(),
  );
});

it('shows a loading fallback while a vendor page loads', async () => {
  renderRoute('/signin-vendor');
  expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  expect(await screen.findByRole('heading', { name: 'Partners Portal' })).toBeInTheDocument();
});

it('shows no fallback while a public page loads', async () => {
  renderRoute('/partners');
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
  expect(await screen.findByRole('heading', { name: /Sell your furniture/ })).toBeInTheDocument();
});
