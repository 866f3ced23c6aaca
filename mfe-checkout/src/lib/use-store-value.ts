import { useAtomValue } from 'jotai';
import { cartItemsAtom, sessionAtom, type CartItem, type UserSession } from '@manzil/shared';

/** The signed-in shopper, or null (shared's atom: current on the very first render). */
export const useSession = (): UserSession | null => useAtomValue(sessionAtom);

/** The cart's lines (read-only: change the cart through the bus). */
export const useCartItems = (): CartItem[] => useAtomValue(cartItemsAtom);
