import { useEffect, useState } from 'react';
import { getCards, type Card } from '@manzil/shared';

/**
 * GET /api/cards/user/{userId} (SPEC §7): the shopper's saved cards, loaded when `userId` is
 * given. A failure is only logged
 * (SPEC §8: the cards list fails silently) and leaves no cards to choose.
 */
export function useSavedCards(userId: string | null): { cards: Card[]; loading: boolean } {
  const [state, setState] = useState<{ cards: Card[]; loading: boolean }>({ cards: [], loading: false });
  useEffect(() => {
    if (!userId) return;
    let live = true;
    setState({ cards: [], loading: true });
    getCards(userId)
      .then((cards) => {
        if (live) setState({ cards: Array.isArray(cards) ? cards : [], loading: false });
      })
      .catch((error) => {
        console.error('Failed to load saved cards', error);
        if (live) setState({ cards: [], loading: false });
      });
    return () => {
      live = false;
    };
  }, [userId]);
  return state;
}
