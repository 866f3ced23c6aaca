import { useCallback, useSyncExternalStore } from 'react';
import type { Observable } from 'rxjs';
import { adminSessionStore, vendorSessionStore, type VendorSession } from '@manzil/shared';

/**
 * The current value of a shared store, right on the very first render. The jotai atoms of
 * @manzil/shared replay a cached value for one render after a remount when nothing else kept
 * them mounted, which would send a guard to the sign-in page with a live session; reading the
 * store through useSyncExternalStore cannot be stale.
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

/** The signed-in vendor, or null. */
export function useVendorSession(): VendorSession | null {
  return useStoreValue(vendorSessionStore.session$, () => vendorSessionStore.value);
}

/** The signed-in admin, or null. */
export function useAdminSession(): { id: string; email: string } | null {
  return useStoreValue(adminSessionStore.session$, () => adminSessionStore.value);
}
