import type { Order, ShippingAddress } from '../types';
import { request } from './client';

/** A shipping address as entered at checkout (no server id yet). */
export type ShippingAddressInput = Omit<ShippingAddress, '_id' | 'isDefault'> & { isDefault?: boolean };

/** What the checkout sends to place an order. Prices are never sent: the server prices every line. */
export interface PlaceOrderInput {
  items: { productId: string; quantity: number }[];
  shippingAddress: ShippingAddressInput;
  /** Cash on delivery, or a saved card (by its id). */
  paymentMethod: 'cash-on-delivery' | 'card';
  cardId?: string;
  phoneNumber: string;
}

/** An order as returned after placement and by tracking (Order of SPEC §3 plus its state). */
export interface PlacedOrder extends Order {
  /** Human-friendly order number, e.g. `MZ-20261121-0042`. */
  orderNumber: string;
  status: 'placed' | 'confirmed' | 'shipped' | 'delivered' | 'cancelled';
  subtotal: number;
  shippingFee: number;
  shippingAddress: ShippingAddressInput;
  paymentMethod: PlaceOrderInput['paymentMethod'];
}

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
