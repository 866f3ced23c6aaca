import { useAtomValue } from 'jotai';
import { favoritesAtom, sessionAtom, type Product, type UserSession } from '@manzil/shared';

/** The signed-in shopper, or null (shared's atom: current on the very first render). */
export const useSession = (): UserSession | null => useAtomValue(sessionAtom);

/** The shopper's favorite products (empty when signed out). */
export const useFavorites = (): Product[] => useAtomValue(favoritesAtom);
