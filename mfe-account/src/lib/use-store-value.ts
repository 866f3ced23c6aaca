import { useQuery } from '@manzil/shared/query';
import { useAtomValue } from 'jotai';
import { favoritesQueryOptions, sessionAtom, type Product, type UserSession } from '@manzil/shared';

/** The signed-in shopper, or null (shared's atom: current on the very first render). */
export const useSession = (): UserSession | null => useAtomValue(sessionAtom);

/**
 * The shopper's favorite products from the shared cache (empty when signed out). While `reload`
 * is true (the panel open, the wishlist shown) the list is asked for again: on mount and each
 * time `reload` turns true (SPEC §4); a failed reload is logged and the list stays (SPEC §8).
 */
export function useFavorites(reload: boolean): Product[] {
  const session = useSession();
  const favorites = useQuery({ ...favoritesQueryOptions(session?.id ?? ''), enabled: reload && session !== null });
  return (session && favorites.data) || [];
}
