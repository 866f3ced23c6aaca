import { useCallback, useSyncExternalStore } from 'react';
import type { Observable } from 'rxjs';
import { cartStore, sessionStore, type CartItem, type UserSession } from '@manzil/shared';

/**
 * The current value of a shared store, right on the very first render. The jotai atoms of
 * @manzil/shared replay a cached value for one render after a remount when nothing else kept
 * them mounted, which would send a guard to /login with a live session; reading the store
 * through useSyncExternalStore cannot be stale.
 */
export function useStoreValue<T>(value$: Observable<unknown>, read: () => T): T {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const subscription = value$.subscribe(() => onChange());
      return () => subscription.unsubscribe();
    },
    [value$],
  );
  return useSyncExternalStore(subscribe, read, read);
}

/** The signed-in shopper, or null. */
export function useSession(): UserSession | null {
  return useStoreValue(sessionStore.session$, () => sessionStore.value);
}

/** The cart's lines (read-only: change the cart through the bus). */
export function useCartItems(): CartItem[] {
  return useStoreValue(cartStore.items$, () => cartStore.items);
}
