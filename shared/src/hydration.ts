import { useDeferredValue, useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False during the server render and during the browser's hydration of it, true from then on
 * (and from the first render of a page the browser renders itself). What is personal to the
 * shopper (cart and favorites counts, the signed-in header, a product's filled heart) is read from
 * the browser's stores only when this is true: the served document holds what is the same for
 * everyone, the first browser render matches it (no hydration mismatch), and the personal parts
 * fill in right after, in space reserved for them.
 *
 * The change to true after hydration is a background render (`useDeferredValue`): React hydrates
 * a store-backed value with a synchronous re-render, and what the personal parts then mount (the
 * splash, the search box, the account menu) would otherwise run as one long task right after
 * hydration. A part mounted later (a client-side navigation) is true at once.
 * @returns whether this render may show the browser's personal state
 */
export function useHydrated(): boolean {
  return useDeferredValue(
    useSyncExternalStore(
      never,
      () => true,
      () => false,
    ),
  );
}
