// Billing calls (SPEC §7 cards; the checkout quote and the 3-D Secure return), written the way
// every call of the store is (get-categories.ts): fetcher, query options, hook.
import { queryOptions, useQuery } from '@manzil/shared/query';
import type { AddCardInput, CheckoutOrder, CheckoutQuote, QuoteInput, SavedCard, SetDefaultCardInput } from '../contract/index.ts';
import { queryKeys } from '../query/query-keys';
import { ApiError, http, request, toApiError } from './client';

/** GET /api/cards/user/{userId} — the session's own saved cards, masked ('•••• 1234'), oldest first (SPEC §7). ApiError 401/403. */
export const getSavedCards = (userId: string): Promise<SavedCard[]> => request(`api/cards/user/${encodeURIComponent(userId)}`);

/**
 * The saved cards as a query: key `['account', 'cards', userId]` (cleared with the session).
 * SPEC §8: a failed load is only logged ('Failed to fetch cards').
 */
export const savedCardsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: queryKeys.cards(userId),
    queryFn: () => getSavedCards(userId),
    meta: { errorMessage: 'Failed to fetch cards' },
  });

/** The shopper's saved cards (none asked for while `userId` is null). TanStack's result: `data`, `isPending`… */
export function useSavedCards(userId: string | null) {
  return useQuery({ ...savedCardsQueryOptions(userId ?? ''), enabled: Boolean(userId) });
}

/**
 * POST /api/cards/add — `{userId, cardNumber (digits only), cardType, expiryDate, cvv}` (SPEC §7).
 * The API hands the number and CVV to the payment gateway and keeps only its token. Success is
 * status 200 or 201 only (SPEC §8); anything else throws an ApiError (its message is the
 * server's sentence when there is one).
 */
export async function addCard(body: AddCardInput): Promise<SavedCard> {
  try {
    const response = await http().post('api/cards/add', { json: body });
    if (response.status !== 200 && response.status !== 201) throw new ApiError(response.statusText || 'Request failed', response.status);
    return (await response.json()) as SavedCard;
  } catch (error) {
    throw await toApiError(error);
  }
}

/** PUT /api/cards/set-default — `{userId, cardId}` (SPEC §7): the cards afterwards, exactly one default. */
export const setDefaultCard = (body: SetDefaultCardInput): Promise<SavedCard[]> =>
  request('api/cards/set-default', { method: 'put', json: body });

/** DELETE /api/cards/{cardId} (SPEC §7). ApiError 404 when it is not the shopper's card. */
export const deleteCard = (cardId: string): Promise<{ message: string }> =>
  request(`api/cards/${encodeURIComponent(cardId)}`, { method: 'delete' });

/**
 * POST /api/checkout/quote — the server's totals (EGP) for the cart lines and an optional promo
 * code, and whether cash on delivery is offered (up to EGP 25,000). ApiError 400 `promo_unknown`
 * / `promo_expired`, 409 `promo_used` (each with a sentence), 429 when rate-limited.
 */
export const quoteCheckout = (body: QuoteInput): Promise<CheckoutQuote> => request('api/checkout/quote', { method: 'post', json: body });

/** GET /api/payments/orders/{orderId} — the session's own order with its payment state (after 3-D Secure). ApiError 404. */
export const getOrderPayment = (orderId: string): Promise<CheckoutOrder> => request(`api/payments/orders/${encodeURIComponent(orderId)}`);
