import type { CheckoutOrder, CheckoutOrderInput, PlacedOrder } from '../contract/index.ts';
import { ApiError, request } from './client';

/** A new Idempotency-Key, a random UUID v4: one per attempt to place an order. (Built from
 * getRandomValues, which unlike randomUUID also works on a plain-HTTP origin.) */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const RETRY_DELAYS_MS = [400, 1_200];
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * POST /api/orders — places an order for the signed-in shopper (credentials). The server prices
 * each line from the catalog (EGP), applies the promo code, checks stock and lowers it, and takes
 * the payment (cash on delivery up to EGP 25,000; a saved card; a new card, optionally saved).
 * Answers the order, with `nextAction.redirectUrl` when 3-D Secure must be done. ApiError 401
 * without a session, 400 for a bad address, empty cart or refused code, 402 `card_declined`, 409
 * when a product is sold out or short of stock, 422 when `idempotencyKey` was already used for
 * another body.
 *
 * `idempotencyKey` (IETF Idempotency-Key draft): the same key for every retry of one
 * attempt, so a retry after a dropped connection places no second order — the server answers
 * the stored order instead. A network failure (status 0) or 409 `idempotency_in_flight` is
 * retried here twice with the same key; the caller reuses the key when the shopper presses
 * "Place order" again for the same order, and takes a new one for a new attempt.
 */
export async function placeOrder(body: CheckoutOrderInput, idempotencyKey: string = newIdempotencyKey()): Promise<CheckoutOrder> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await request<CheckoutOrder>('api/orders', { method: 'post', json: body, headers: { 'Idempotency-Key': idempotencyKey } });
    } catch (error) {
      const retryable =
        error instanceof ApiError && (error.status === 0 || (error.status === 409 && error.code === 'idempotency_in_flight'));
      if (!retryable || attempt >= RETRY_DELAYS_MS.length) throw error;
      await wait(RETRY_DELAYS_MS[attempt]!);
    }
  }
}

/** GET /api/orders/orders/customer/{customerId} — the shopper's orders, newest first (SPEC §7). */
export const getCustomerOrders = (customerId: string): Promise<PlacedOrder[]> =>
  request(`api/orders/orders/customer/${encodeURIComponent(customerId)}`);

/** GET /api/orders/track?orderNumber=&email= — an order's state for /trackorder; ApiError 404 when no order matches both. */
export const trackOrder = (orderNumber: string, email: string): Promise<PlacedOrder> =>
  request('api/orders/track', { searchParams: { orderNumber, email } });
