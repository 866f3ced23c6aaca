import type { PlacedOrder, PlaceOrderInput } from '../contract/index.ts';
import { request } from './client';

/**
 * POST /api/orders — places an order for the signed-in shopper (credentials). The server prices
 * each line from the catalog (EGP), checks stock and lowers it. ApiError 401 without a session,
 * 400 for a bad address or empty cart, 409 when a product is sold out or short of stock.
 */
export const placeOrder = (body: PlaceOrderInput): Promise<PlacedOrder> =>
  request('api/orders', { method: 'post', json: body });

/** GET /api/orders/orders/customer/{customerId} — the shopper's orders, newest first (SPEC §7). */
export const getCustomerOrders = (customerId: string): Promise<PlacedOrder[]> =>
  request(`api/orders/orders/customer/${encodeURIComponent(customerId)}`);

/** GET /api/orders/track?orderNumber=&email= — an order's state for /trackorder; ApiError 404 when no order matches both. */
export const trackOrder = (orderNumber: string, email: string): Promise<PlacedOrder> =>
  request('api/orders/track', { searchParams: { orderNumber, email } });
