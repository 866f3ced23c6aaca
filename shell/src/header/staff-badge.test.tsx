import { act, screen } from '@testing-library/react';
import { adminSessionStore, sessionStore } from '@manzil/shared';
import { renderShell } from '../test-utils';
import { Header } from './header';

jest.mock('../federation/remote-component', () => ({
  RemoteComponent: ({ id }: { id: string }) => <div data-testid={`remote-${id}`} />,
}));
jest.mock('@manzil/shared', () =>
  jest.requireActual<typeof import('../test-categories')>('../test-categories').withCategories(
    jest.requireActual('@manzil/shared'),
    jest.fn(() => Promise.resolve([])),
  ),
);

const MODERATOR = {
  id: '7',
  email: 'salma@manzil.eg',
  firstName: 'Salma',
  lastName: 'Ibrahim',
  role: 'admin' as const,
  staffRole: 'catalog_moderator' as const,
  mustChangePassword: false,
};

afterEach(() =>
  act(() => {
    adminSessionStore.set(null);
    sessionStore.set(null);
  }),
);

it('shows the signed-in staff member and their role instead of Login, linking to the admin panel', async () => {
  act(() => adminSessionStore.set(MODERATOR));
  renderShell(<Header />);
  await screen.findByText('No Categories Available');
  const badge = screen.getByRole('link', { name: /Salma Ibrahim/ });
  expect(badge).toHaveAttribute('href', '/adminpanel');
  expect(badge).toHaveTextContent('Catalog moderator');
  expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
  act(() => adminSessionStore.set(null));
  expect(screen.getByRole('link', { name: 'Login' })).toBeInTheDocument();
});
