import { screen } from '@testing-library/react';
import { renderAt } from '../../test/render';
import CareersPage from './careers-page';
import JobPage from './job-page';

it('lists open roles in Cairo, each linking to its description', () => {
  renderAt(<CareersPage />, { path: '/careers' });
  const link = screen.getByRole('link', { name: /Senior Frontend Engineer/ });
  expect(link).toHaveAttribute('href', '/jobdesc/senior-frontend-engineer');
  expect(screen.getAllByText(/Cairo, Egypt/).length).toBeGreaterThanOrEqual(5);
});

it("shows a role's description and how to apply", () => {
  renderAt(<JobPage />, { path: '/jobdesc/:jobId', at: '/jobdesc/vendor-success-manager' });
  expect(screen.getByRole('heading', { level: 1, name: 'Vendor Success Manager' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'What you will do' })).toBeInTheDocument();
  expect(screen.getByText('Onboard new partners and verify their documents.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Apply for this role' })).toHaveAttribute(
    'href',
    'mailto:careers@manzil.eg?subject=Application%3A%20Vendor%20Success%20Manager',
  );
});

it('says so for an unknown role', () => {
  renderAt(<JobPage />, { path: '/jobdesc/:jobId', at: '/jobdesc/astronaut' });
  expect(screen.getByRole('heading', { name: 'We could not find that role' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'All open roles' })).toHaveAttribute('href', '/careers');
});
