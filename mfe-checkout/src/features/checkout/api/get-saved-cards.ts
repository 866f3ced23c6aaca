import { queryOptions, useQuery } from '@tanstack/react-query';
import { getCards, queryKeys, type Card } from '@manzil/shared';

/**
 * GET /api/cards/user/{userId} (SPEC §7) as a query: the shopper's saved cards, masked. A
 * failure is only logged (SPEC §8: the cards list fails silently) and leaves no card to choose.
 */
export const getSavedCardsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: queryKeys.cards(userId),
    queryFn: async (): Promise<Card[]> => {
      const cards = await getCards(userId);
      return Array.isArray(cards) ? cards : [];
    },
    meta: { errorMessage: 'Failed to load saved cards' },
  });

/** The saved cards of `userId`, loaded only while `enabled` (the shopper chose to pay by card). */
export function useSavedCards(userId: string, enabled: boolean): { cards: Card[]; loading: boolean } {
  const { data, isLoading } = useQuery({ ...getSavedCardsQueryOptions(userId), enabled });
  return { cards: data ?? [], loading: isLoading };
}
