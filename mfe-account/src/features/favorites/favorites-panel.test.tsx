import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { favoritesStore, getFavorites, sessionStore, type Product } from '@manzil/shared';
import { catalogProduct, shopperSession } from '@manzil/shared/testing';
import FavoritesPanel from '../../exposed/favorites-panel';
import { renderAt } from '../../test/render';

// The favorites come from GET /api/favorites/{userId} through the shared cache: the call is watched.
jest.mock('../../../../shared/src/api/account', () => ({
  ...jest.requireActual('../../../../shared/src/api/account'),
  getFavorites: jest.fn(),
}));

const shopper = shopperSession;

const product = catalogProduct;

function openPanel(onClose = jest.fn()) {
  renderAt(<FavoritesPanel open onClose={onClose} />);
  return { onClose, panel: screen.getByRole('dialog', { name: 'Favorites' }) };
}

/** Signs the shopper in with these favorites on the server, loaded as sign-in loads them. */
async function signedInWith(list: Product[]) {
  jest.mocked(getFavorites).mockResolvedValue(list);
  act(() => sessionStore.set(shopper));
  await waitFor(() => expect(favoritesStore.items).toHaveLength(list.length));
  jest.mocked(getFavorites).mockClear();
}

beforeEach(() => {
  jest.mocked(getFavorites).mockReset().mockResolvedValue([]);
  act(() => sessionStore.set(null));
});

it('is titled Favorites, reloads the list when it opens, and says when it is empty', async () => {
  await signedInWith([]);
  const { panel } = openPanel();
  await waitFor(() => expect(getFavorites).toHaveBeenCalledTimes(1));
  expect(getFavorites).toHaveBeenCalledWith('u1');
  expect(within(panel).getByText('No favorites added yet.')).toBeInTheDocument();
  expect(within(panel).getByRole('button', { name: 'VIEW ALL FAVORITES' })).toBeInTheDocument();
});

it('reloads each time it opens, not while closed, and keeps the list when a reload fails (SPEC §8)', async () => {
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  await signedInWith([product({ _id: 'p1' })]);
  function Harness() {
    const [open, setOpen] = useState(false);
    return (
      <>
        <button type="button" onClick={() => setOpen(true)}>
          heart
        </button>
        <FavoritesPanel open={open} onClose={() => setOpen(false)} />
      </>
    );
  }
  renderAt(<Harness />);
  expect(getFavorites).not.toHaveBeenCalled();
  const failure = new Error('offline');
  jest.mocked(getFavorites).mockRejectedValue(failure);
  await userEvent.click(screen.getByRole('button', { name: 'heart' }));
  await waitFor(() => expect(errors).toHaveBeenCalledWith('Failed to fetch favorites', failure));
  expect(within(screen.getByRole('dialog', { name: 'Favorites' })).getAllByRole('listitem')).toHaveLength(1);

  await userEvent.keyboard('{Escape}');
  jest.mocked(getFavorites).mockResolvedValue([product({ _id: 'p1' }), product({ _id: 'p2', name: 'Brass floor lamp' })]);
  await userEvent.click(screen.getByRole('button', { name: 'heart' }));
  expect(await within(screen.getByRole('dialog', { name: 'Favorites' })).findByText('Brass floor lamp')).toBeInTheDocument();
  expect(getFavorites).toHaveBeenCalledTimes(2);
  errors.mockRestore();
});

it('shows each favorite with name, price, a 10-word preview and its stock badge', async () => {
  await signedInWith([
    product({ _id: 'p1', stock: 0 }),
    product({ _id: 'p2', name: 'Brass floor lamp', stock: 3, price: 1899, salePrice: 1499, description: 'Short lamp text.' }),
    product({ _id: 'p3', name: 'Oak side table', stock: 5 }),
  ]);
  jest.mocked(getFavorites).mockResolvedValue(favoritesStore.items);
  const { panel } = openPanel();
  const items = within(panel).getAllByRole('listitem');
  expect(items).toHaveLength(3);

  expect(within(items[0]).getByText('Nile three-seat sofa')).toBeInTheDocument();
  expect(within(items[0]).getByText('12,500 E£')).toBeInTheDocument();
  expect(within(items[0]).getByText('A deep three-seat sofa in washed linen with solid beech...')).toBeInTheDocument();
  expect(within(items[0]).getByText('Unavailable')).toHaveClass('unavailable');

  expect(within(items[1]).getByText('Short lamp text.')).toBeInTheDocument();
  expect(within(items[1]).getByText('Hurry! Only 3 left')).toHaveClass('low');
  expect(within(items[1]).getByText('1,899 E£').closest('s')).not.toBeNull();
  expect(within(items[1]).getByText('1,499 E£')).toBeInTheDocument();

  expect(within(items[2]).getByText('Available')).toHaveClass('available');
});

it('opens the product page when an item is clicked, and closes', async () => {
  await signedInWith([product({ _id: 'p42' })]);
  jest.mocked(getFavorites).mockResolvedValue(favoritesStore.items);
  const { panel, onClose } = openPanel();
  await userEvent.click(within(panel).getByRole('link', { name: /Nile three-seat sofa/ }));
  expect(screen.getByText('landed on /product/p42')).toBeInTheDocument();
  expect(onClose).toHaveBeenCalled();
});

it('VIEW ALL FAVORITES goes to the wishlist section of /myaccount when signed in', async () => {
  await signedInWith([]);
  const { panel, onClose } = openPanel();
  await userEvent.click(within(panel).getByRole('button', { name: 'VIEW ALL FAVORITES' }));
  expect(screen.getByText('landed on /myaccount')).toBeInTheDocument();
  expect(JSON.parse(screen.getByTestId('landing-state').textContent!)).toEqual({ section: 'wishlist' });
  expect(onClose).toHaveBeenCalled();
});

it('VIEW ALL FAVORITES goes to /login when signed out', async () => {
  const { panel } = openPanel();
  await userEvent.click(within(panel).getByRole('button', { name: 'VIEW ALL FAVORITES' }));
  expect(screen.getByText('landed on /login')).toBeInTheDocument();
});

it('closes on the close button and on Escape', async () => {
  const { panel, onClose } = openPanel();
  await userEvent.click(within(panel).getByRole('button', { name: 'Close' }));
  await userEvent.keyboard('{Escape}');
  expect(onClose).toHaveBeenCalledTimes(2);
});
