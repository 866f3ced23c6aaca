import { useEffect, useState } from 'react';
import { request, type Card } from '@manzil/shared';

/**
 * GET /api/cards/user/{userId} (SPEC §7): the shopper's saved cards, loaded when `userId` is
 * given. @manzil/shared has no function for this call yet, so it goes through shared's one
 * `request` client; switch to shared's `getCards` once it exists. A failure is only logged
 * (SPEC §8: the cards list fails silently) and leaves no cards to choose.
 */
export function useSavedCards(userId: string | null): { cards: Card[]; loading: boolean } {
  const [state, setState] = useState<{ cards: Card[]; loading: boolean }>({ cards: [], loading: false });
  useEffect(() => {
    if (!userId) return;
    let live = true;
    setState({ cards: [], loading: true });
    request<Card[]>(`api/cards/user/${encodeURIComponent(userId)}`)
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
