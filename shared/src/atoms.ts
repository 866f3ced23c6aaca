import { atom, getDefaultStore } from 'jotai';
import { atomWithObservable } from 'jotai/utils';
import { cartCount, cartStore } from './stores/cart-store';
import { favoritesStore } from './stores/favorites-store';
import { panelStore } from './stores/panel-store';
import { adminSessionStore, sessionStore, vendorSessionStore } from './stores/session-store';

/** The cart's lines, for React (read-only: change the cart through the bus). */
export const cartItemsAtom = atomWithObservable(() => cartStore.items$, { initialValue: () => cartStore.items });

/** Units in the cart (the header badge). */
export const cartCountAtom = atom((get) => cartCount(get(cartItemsAtom)));

/** The shopper's session, or null. */
export const sessionAtom = atomWithObservable(() => sessionStore.session$, { initialValue: () => sessionStore.value });

/** The vendor's session, or null. */
export const vendorSessionAtom = atomWithObservable(() => vendorSessionStore.session$, {
  initialValue: () => vendorSessionStore.value,
});

/** The admin's session, or null. */
export const adminSessionAtom = atomWithObservable(() => adminSessionStore.session$, {
  initialValue: () => adminSessionStore.value,
});

/** The favorite products. */
export const favoritesAtom = atomWithObservable(() => favoritesStore.items$, { initialValue: () => favoritesStore.items });

/** Ids of the favorite products. */
export const favoriteIdsAtom = atom((get) => new Set(get(favoritesAtom).map((p) => p._id)));

/** The open header panel, or null. */
export const openPanelAtom = atomWithObservable(() => panelStore.open$, { initialValue: () => panelStore.open });

/**
 * jotai keeps an observable atom's last value while nothing reads it, so a component mounted
 * again would first see a stale value (a guard could then redirect a signed-in shopper). Keeping
 * every store atom subscribed in the default store for the life of the page means each read is
 * the store's current value.
 */
const defaultStore = getDefaultStore();
for (const storeAtom of [cartItemsAtom, sessionAtom, vendorSessionAtom, adminSessionAtom, favoritesAtom, openPanelAtom]) {
  defaultStore.sub(storeAtom, () => undefined);
}
