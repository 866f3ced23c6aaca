import { queryOptions, type QueryClient } from '@manzil/shared/query';
import { BehaviorSubject, type Observable, map } from 'rxjs';
import { addFavorite, getFavorites, removeFavorite } from '../api/account';
import { bus } from '../bus';
import { queryClient } from '../query/query-client';
import { queryKeys } from '../query/query-keys';
import type { Product } from '../types';
import { pageSingleton } from './storage';
import { sessionStore } from './session-store';

const EMPTY: Product[] = [];

/**
 * GET /api/favorites/{userId} (SPEC §7) as a query of the shared cache. Always stale: the list
 * reloads whenever a reader mounts or is enabled (the panel opening, the wishlist showing, SPEC §4),
 * a concurrent reader sharing the call in flight. A failure is logged once by the cache as
 * 'Failed to fetch favorites' and keeps the data it had (SPEC §8: list unchanged).
 */
export const favoritesQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: queryKeys.favorites(userId),
    queryFn: () => getFavorites(userId),
    staleTime: 0,
    meta: { errorMessage: 'Failed to fetch favorites' },
  });

/**
 * The shopper's favorites (wishlist): a view of the shared query cache's `favorites(userId)` entry
 * for the signed-in shopper, for the code outside React (the header count, the hearts on every
 * card read it through `favoritesAtom` without asking the server again). Loaded when the session
 * changes, and by the host at start for the stored session; empty and untouchable without a
 * session (SPEC §6). React screens that must reload the
 * list read it with `useQuery(favoritesQueryOptions(id))` instead (same entry, same cache).
 */
export class FavoritesStore {
  private readonly subject = new BehaviorSubject<Product[]>(EMPTY);
  /** The favorite products, replaying the current value. */
  readonly items$: Observable<Product[]> = this.subject.asObservable();
  /** Ids of the favorite products. */
  readonly ids$: Observable<Set<string>> = this.items$.pipe(map((items) => new Set(items.map((p) => p._id))));

  constructor(private readonly client: QueryClient) {
    // Any change of the signed-in shopper's entry (an answer, a toggle, a removal) shows here.
    client.getQueryCache().subscribe((event) => {
      if (event.query.queryKey[0] === 'account' && event.query.queryKey[1] === 'favorites') this.sync();
    });
    // After the cache has dropped the previous person's entries (query-client listens first).
    bus.on('session:changed').subscribe(() => {
      this.sync();
      void this.reload();
    });
    // No call here: the API's address is known only once the host has set the runtime config,
    // so the host calls reload() then for the stored session (shell bootstrap).
  }

  /** The current favorites. */
  get items(): Product[] {
    return this.subject.value;
  }

  /** True when the product is a favorite. */
  has(productId: string): boolean {
    return this.subject.value.some((p) => p._id === productId);
  }

  /**
   * Asks GET /api/favorites/{userId} again (a call already in flight is shared); a failure is
   * logged by the cache and leaves the list as it was (SPEC §8). Nothing without a session.
   */
  async reload(): Promise<void> {
    const session = sessionStore.value;
    if (!session) return;
    await this.client.fetchQuery(favoritesQueryOptions(session.id)).catch(() => undefined);
  }

  /**
   * Adds or removes a product. Without a session it does nothing and returns false (SPEC §5);
   * the cached list changes only after the call succeeds (SPEC §4), then `favorites:changed` is
   * announced. Failures are logged (SPEC §8).
   * @returns whether the product is a favorite afterwards
   */
  async toggle(product: Product): Promise<boolean> {
    const session = sessionStore.value;
    const wasFavorite = this.has(product._id);
    if (!session) return false;
    try {
      if (wasFavorite) await removeFavorite(session.id, product._id);
      else await addFavorite(session.id, product._id);
    } catch (error) {
      console.error('Error: Unable to update favorite status.', error);
      return wasFavorite;
    }
    this.client.setQueryData<Product[]>(queryKeys.favorites(session.id), (items = []) =>
      wasFavorite ? items.filter((p) => p._id !== product._id) : [...items.filter((p) => p._id !== product._id), product],
    );
    return !wasFavorite;
  }

  /** Shows the signed-in shopper's cached list ([] signed out or before the first answer). */
  private sync(): void {
    const session = sessionStore.value;
    const items = (session && this.client.getQueryData<Product[]>(queryKeys.favorites(session.id))) || EMPTY;
    if (items === this.subject.value) return;
    this.subject.next(items);
    bus.emit('favorites:changed', { productIds: items.map((p) => p._id) });
  }
}

/** The page's one favorites store, over the page's one query cache. */
export const favoritesStore: FavoritesStore = pageSingleton('favorites-store', () => new FavoritesStore(queryClient));
