import type { CheckoutOrder, CheckoutOrderInput, PlacedOrder } from '../contract/index.ts';
import { request } from './client';

/**
 * POST /api/orders — places an order for the signed-in shopper (credentials). The server prices
 * each line from the catalog (EGP), applies the promo code, checks stock and lowers it, and takes
 * the payment (cash on delivery up to EGP 25,000; a saved card; a new card, optionally saved).
 * Answers the order, with `nextAction.redirectUrl` when 3-D Secure must be done. ApiError 401
 * without a session, 400 for a bad address, empty cart or refused code, 402 `card_declined`, 409
 * when a product is sold out or short of stock.
 */
export const placeOrder = (body: CheckoutOrderInput): Promise<CheckoutOrder> =>
  request('api/orders', { method: 'post', json: body });

/** GET /api/orders/orders/customer/{customerId} — the shopper's orders, newest first (SPEC §7). */
export const getCustomerOrders = (customerId: string): Promise<PlacedOrder[]> =>
  request(`api/orders/orders/customer/${encodeURIComponent(customerId)}`);

/** GET /api/orders/track?orderNumber=&email= — an order's state for /trackorder; ApiError 404 when no order matches both. */
export const trackOrder = (orderNumber: string, email: string): Promise<PlacedOrder> =>
  request('api/orders/track', { searchParams: { orderNumber, email } });
