/**
 * The after-sale calls (docs/returns.md): an order's cancellation and returns for its shopper,
 * the vendor's answers, support's decisions. Shapes from `contract/returns.ts`; amounts in EGP.
 * Every call throws `ApiError` with the API's sentence (400 bad input, 401/403 role, 404 not
 * yours, 409 a step not possible now).
 */
import type { OrderAfterSale, ReturnRequest, ReturnRequestInput } from '../contract/index.ts';
import { request } from './client';

/** GET /api/orders/{id}/after-sale — parts (cancellable?), each line's return paths and why, returns, refunds. */
export const getOrderAfterSale = (orderId: string) => request<OrderAfterSale>(`api/orders/${orderId}/after-sale`);

/** POST /api/orders/{id}/cancel — the whole order, or one vendor's part (`vendorId`), before it ships. */
export const cancelOrder = (orderId: string, vendorId?: string) =>
  request<OrderAfterSale>(`api/orders/${orderId}/cancel`, { method: 'post', json: vendorId ? { vendorId } : {} });

/** POST /api/orders/{id}/returns — asks for a return (one shop's lines). */
export const requestReturn = (orderId: string, body: ReturnRequestInput) =>
  request<ReturnRequest>(`api/orders/${orderId}/returns`, { method: 'post', json: body });

/** POST /api/orders/{id}/returns/{returnId}/escalate — asks Manzil support to decide. */
export const escalateReturn = (orderId: string, returnId: string) =>
  request<ReturnRequest>(`api/orders/${orderId}/returns/${returnId}/escalate`, { method: 'post' });

/** POST /api/uploads?kind=document — a photo for a return (JPEG or PNG, ≤ 10 MB); answers its upload id. */
export async function uploadReturnPhoto(file: File): Promise<string> {
  const body = new FormData();
  body.append('file', file);
  return (await request<{ _id: string }>('api/uploads?kind=document', { method: 'post', body }))._id;
}
