import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False during the server render and during the browser's hydration of it, true from then on
 * (and from the first render of a page the browser renders itself). What is personal to the
 * shopper (cart and favorites counts, the signed-in header, a product's filled heart) is read from
 * the browser's stores only when this is true: the served document holds what is the same for
 * everyone, the first browser render matches it (no hydration mismatch), and the personal parts
 * fill in right after, in space reserved for them.
 * @returns whether this render may show the browser's personal state
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
