import { QueryClientProvider, useQuery } from '@manzil/shared/query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { addFavorite, getFavorites, removeFavorite } from '../api/account';
import { ApiError } from '../api/client';
import { bus } from '../bus';
import { queryClient } from '../query/query-client';
import { queryKeys } from '../query/query-keys';
import type { Product, UserSession } from '../types';
import { favoritesQueryOptions, favoritesStore } from './favorites-store';
import { sessionStore } from './session-store';

jest.mock('../api/account', () => ({
  ...jest.requireActual('../api/account'),
  getFavorites: jest.fn(),
  addFavorite: jest.fn(),
  removeFavorite: jest.fn(),
}));

const shopper: UserSession = { id: 'u1', email: 'salma@manzil.eg', firstName: 'Salma', lastName: 'Adel', role: 'shopper' };
const product = (id: string) => ({ _id: id, name: `Product ${id}` }) as Product;
const sofa = product('p1');
const lamp = product('p2');

/** A screen that reads the favorites with the query, as the panel and the wishlist do. */
function Reader({ name }: { name: string }) {
  const { data = [] } = useQuery(favoritesQueryOptions(shopper.id));
  return <p>{`${name}: ${data.map((p) => p._id).join(',')}`}</p>;
}

const ids = () => favoritesStore.items.map((p) => p._id);
let errors: jest.SpyInstance;
let announced: string[][];
let subscription: { unsubscribe(): void };

beforeEach(() => {
  errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  announced = [];
  subscription = bus.on('favorites:changed').subscribe(({ productIds }) => announced.push(productIds));
});
afterEach(() => {
  subscription.unsubscribe();
  act(() => sessionStore.set(null));
  jest.resetAllMocks();
  errors.mockRestore();
});

async function signIn(list: Product[]) {
  jest.mocked(getFavorites).mockResolvedValue(list);
  act(() => sessionStore.set(shopper));
  await waitFor(() => expect(ids()).toEqual(list.map((p) => p._id)));
}

it('loads the list when the shopper signs in, into the shared cache, and empties it on sign-out', async () => {
  await signIn([sofa]);
  expect(getFavorites).toHaveBeenCalledTimes(1);
  expect(getFavorites).toHaveBeenCalledWith('u1');
  expect(queryClient.getQueryData(queryKeys.favorites('u1'))).toEqual([sofa]);
  expect(announced).toEqual([['p1']]);
  act(() => sessionStore.set(null));
  expect(favoritesStore.items).toEqual([]);
  expect(queryClient.getQueryData(queryKeys.favorites('u1'))).toBeUndefined();
  expect(announced).toEqual([['p1'], []]);
});

it('signing in and two screens reading the favorites as they mount make one call, which the store shows', async () => {
  jest.mocked(getFavorites).mockResolvedValue([sofa, lamp]);
  act(() => sessionStore.set(shopper));
  render(
    <QueryClientProvider client={queryClient}>
      <Reader name="panel" />
      <Reader name="wishlist" />
    </QueryClientProvider>,
  );
  expect(await screen.findByText('panel: p1,p2')).toBeInTheDocument();
  expect(screen.getByText('wishlist: p1,p2')).toBeInTheDocument();
  expect(getFavorites).toHaveBeenCalledTimes(1);
  expect(ids()).toEqual(['p1', 'p2']);
});

it('a failed reload is logged and leaves the list as it was (SPEC §8)', async () => {
  await signIn([sofa]);
  const failure = new ApiError('Server error', 500);
  jest.mocked(getFavorites).mockRejectedValue(failure);
  await act(() => favoritesStore.reload());
  expect(getFavorites).toHaveBeenCalledTimes(2);
  expect(errors).toHaveBeenCalledWith('Failed to fetch favorites', failure);
  expect(ids()).toEqual(['p1']);
  expect(queryClient.getQueryData(queryKeys.favorites('u1'))).toEqual([sofa]);
});

it('toggle changes the list only after the call succeeds, announces it, and asks for no list again', async () => {
  await signIn([sofa]);
  let finish!: () => void;
  jest.mocked(addFavorite).mockReturnValue(new Promise((resolve) => (finish = () => resolve({ ok: true }))));
  const adding = favoritesStore.toggle(lamp);
  expect(ids()).toEqual(['p1']);
  finish();
  await expect(adding).resolves.toBe(true);
  expect(addFavorite).toHaveBeenCalledWith('u1', 'p2');
  expect(ids()).toEqual(['p1', 'p2']);
  expect(queryClient.getQueryData(queryKeys.favorites('u1'))).toEqual([sofa, lamp]);

  jest.mocked(removeFavorite).mockResolvedValue({ ok: true });
  await expect(favoritesStore.toggle(sofa)).resolves.toBe(false);
  expect(removeFavorite).toHaveBeenCalledWith('u1', 'p1');
  expect(ids()).toEqual(['p2']);
  expect(announced).toEqual([['p1'], ['p1', 'p2'], ['p2']]);
  expect(getFavorites).toHaveBeenCalledTimes(1);
});

it('a failed toggle is logged and changes nothing', async () => {
  await signIn([sofa]);
  const failure = new ApiError('Server error', 500);
  jest.mocked(removeFavorite).mockRejectedValue(failure);
  await expect(favoritesStore.toggle(sofa)).resolves.toBe(true);
  expect(errors).toHaveBeenCalledWith('Error: Unable to update favorite status.', failure);
  expect(ids()).toEqual(['p1']);
  expect(announced).toEqual([['p1']]);
});

it('toggle does nothing without a session (SPEC §5)', async () => {
  await expect(favoritesStore.toggle(sofa)).resolves.toBe(false);
  expect(addFavorite).not.toHaveBeenCalled();
  expect(favoritesStore.items).toEqual([]);
});

it('a list announced by someone else makes the cached one stale and reloads it where it is shown', async () => {
  await signIn([sofa]);
  render(
    <QueryClientProvider client={queryClient}>
      <Reader name="panel" />
    </QueryClientProvider>,
  );
  await screen.findByText('panel: p1');
  await waitFor(() => expect(getFavorites).toHaveBeenCalledTimes(2));
  jest.mocked(getFavorites).mockResolvedValue([sofa, lamp]);
  act(() => bus.emit('favorites:changed', { productIds: ['p1', 'p2'] }));
  expect(await screen.findByText('panel: p1,p2')).toBeInTheDocument();
  expect(getFavorites).toHaveBeenCalledTimes(3);
  expect(ids()).toEqual(['p1', 'p2']);
});
