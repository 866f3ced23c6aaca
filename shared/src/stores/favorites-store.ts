import { BehaviorSubject, type Observable, map } from 'rxjs';
import { addFavorite, getFavorites, removeFavorite } from '../api/account';
import { bus } from '../bus';
import type { Product } from '../types';
import { pageSingleton } from './storage';
import { sessionStore } from './session-store';

/**
 * The shopper's favorites (wishlist). Loaded when the session changes and on `reload()` (the
 * panel calls it when it opens, SPEC §4); empty and untouchable without a session (SPEC §6).
 */
export class FavoritesStore {
  private readonly subject = new BehaviorSubject<Product[]>([]);
  /** The favorite products, replaying the current value. */
  readonly items$: Observable<Product[]> = this.subject.asObservable();
  /** Ids of the favorite products. */
  readonly ids$: Observable<Set<string>> = this.items$.pipe(map((items) => new Set(items.map((p) => p._id))));

  constructor() {
    sessionStore.session$.subscribe(() => void this.reload());
  }

  /** The current favorites. */
  get items(): Product[] {
    return this.subject.value;
  }

  /** True when the product is a favorite. */
  has(productId: string): boolean {
    return this.subject.value.some((p) => p._id === productId);
  }

  /** Reloads from GET /api/favorites/{userId}; a failure is logged and leaves the list as it was (SPEC §8). */
  async reload(): Promise<void> {
    const session = sessionStore.value;
    if (!session) {
      this.commit([]);
      return;
    }
    try {
      this.commit(await getFavorites(session.id));
    } catch (error) {
      console.error('Failed to fetch favorites', error);
    }
  }

  /**
   * Adds or removes a product. Without a session it does nothing and returns false (SPEC §5);
   * the state changes only after the call succeeds (SPEC §4). Failures are logged (SPEC §8).
   * @returns whether the product is a favorite afterwards
   */
  async toggle(product: Product): Promise<boolean> {
    const session = sessionStore.value;
    const wasFavorite = this.has(product._id);
    if (!session) return false;
    try {
      if (wasFavorite) {
        await removeFavorite(session.id, product._id);
        this.commit(this.subject.value.filter((p) => p._id !== product._id));
      } else {
        await addFavorite(session.id, product._id);
        this.commit([...this.subject.value, product]);
      }
      return !wasFavorite;
    } catch (error) {
      console.error('Error: Unable to update favorite status.', error);
      return wasFavorite;
    }
  }

  private commit(items: Product[]): void {
    this.subject.next(items);
    bus.emit('favorites:changed', { productIds: items.map((p) => p._id) });
  }
}

/** The page's one favorites store. */
export const favoritesStore: FavoritesStore = pageSingleton('favorites-store', () => new FavoritesStore());
