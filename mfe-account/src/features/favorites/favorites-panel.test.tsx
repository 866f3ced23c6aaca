import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type BehaviorSubject } from 'rxjs';
import { favoritesStore, sessionStore, type Product, type UserSession } from '@manzil/shared';
import FavoritesPanel from '../../exposed/favorites-panel';
import { renderAt } from '../../test/render';

jest.mock('@manzil/shared', () => {
  const actual = jest.requireActual('@manzil/shared');
  const { BehaviorSubject: Subject } = jest.requireActual('rxjs');
  // The page's real store still follows the session: keep it off the network.
  jest.spyOn(actual.favoritesStore, 'reload').mockResolvedValue(undefined);
  const items$ = new Subject([]);
  // A stand-in favorites store: the list is set by each test; reload is watched.
  const fakeStore = {
    items$,
    get items() {
      return items$.value;
    },
    reload: jest.fn().mockResolvedValue(undefined),
    toggle: jest.fn(),
  };
  const { atomWithObservable } = jest.requireActual('jotai/utils');
  const favoritesAtom = atomWithObservable(() => items$, { initialValue: () => items$.value });
  return { ...actual, favoritesStore: fakeStore, favoritesAtom };
});

const shopper: UserSession = { id: 'u1', email: 'shopper@manzil.eg', firstName: 'Salma', lastName: 'Adel', role: 'shopper' };

function product(overrides: Partial<Product>): Product {
  return {
    _id: 'p1',
    sku: 'MZ-SOF-000001',
    name: 'Nile three-seat sofa',
    title: 'Nile sofa',
    description: 'A deep three-seat sofa in washed linen with solid beech legs, made in Damietta by hand.',
    mainImage: 'products/1.svg',
    images: [],
    price: 12500,
    salePrice: null,
    stock: 10,
    category: { _id: 'c1', name: 'Furniture', slug: 'furniture' },
    subCategory: { _id: 's1', name: 'Living room' },
    type: { _id: 't1', name: 'Sofas' },
    brandId: { _id: 'b1', brandName: 'Damietta Works' },
    vendorId: 'v1',
    colors: [],
    tags: [],
    createdAt: '2026-01-01T00:00:00.000Z',
    cadFile: null,
    status: true,
    readyToShip: true,
    promotionApproved: false,
    ...overrides,
  };
}

const items$ = favoritesStore.items$ as unknown as BehaviorSubject<Product[]>;

function openPanel(onClose = jest.fn()) {
  renderAt(<FavoritesPanel open onClose={onClose} />);
  return { onClose, panel: screen.getByRole('dialog', { name: 'Favorites' }) };
}

beforeEach(() => {
  jest.mocked(favoritesStore.reload).mockClear();
  act(() => {
    items$.next([]);
    sessionStore.set(null);
  });
});

it('is titled Favorites, reloads the list when it opens, and says when it is empty', () => {
  const { panel } = openPanel();
  expect(favoritesStore.reload).toHaveBeenCalledTimes(1);
  expect(within(panel).getByText('No favorites added yet.')).toBeInTheDocument();
  expect(within(panel).getByRole('button', { name: 'VIEW ALL FAVORITES' })).toBeInTheDocument();
});

it('shows each favorite with name, price, a 10-word preview and its stock badge', () => {
  act(() =>
    items$.next([
      product({ _id: 'p1', stock: 0 }),
      product({ _id: 'p2', name: 'Brass floor lamp', stock: 3, price: 1899, salePrice: 1499, description: 'Short lamp text.' }),
      product({ _id: 'p3', name: 'Oak side table', stock: 5 }),
    ]),
  );
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
  act(() => items$.next([product({ _id: 'p42' })]));
  const { panel, onClose } = openPanel();
  await userEvent.click(within(panel).getByRole('link', { name: /Nile three-seat sofa/ }));
  expect(screen.getByText('landed on /product/p42')).toBeInTheDocument();
  expect(onClose).toHaveBeenCalled();
});

it('VIEW ALL FAVORITES goes to the wishlist section of /myaccount when signed in', async () => {
  act(() => sessionStore.set(shopper));
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
