/**
 * The after-sale calls (docs/returns.md): an order's cancellation and returns for its shopper,
 * the vendor's answers, support's decisions. Shapes from `contract/returns.ts`; amounts in EGP.
 * Every call throws `ApiError` with the API's sentence (400 bad input, 401/403 role, 404 not
 * yours, 409 a step not possible now).
 */
import type { OrderAfterSale, ReturnRequest, ReturnRequestInput, UnitCondition } from '../contract/index.ts';
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

/** GET /api/vendor/returns — the vendor's return requests, newest first. */
export const getVendorReturns = () => request<ReturnRequest[]>('api/vendor/returns');

/** POST /api/vendor/orders/{id}/cancel — the vendor cancels its part with a reason. */
export const vendorCancelOrder = (orderId: string, reason: string) =>
  request<unknown>(`api/vendor/orders/${orderId}/cancel`, { method: 'post', json: { reason } });

/** POST /api/vendor/returns/{id}/approve — with the pickup date (YYYY-MM-DD). */
export const approveReturn = (returnId: string, pickupDate: string) =>
  request<ReturnRequest>(`api/vendor/returns/${returnId}/approve`, { method: 'post', json: { pickupDate } });

/** POST /api/vendor/returns/{id}/reject — with a reason. */
export const rejectReturn = (returnId: string, reason: string) =>
  request<ReturnRequest>(`api/vendor/returns/${returnId}/reject`, { method: 'post', json: { reason } });

/** POST /api/vendor/returns/{id}/receive — one condition per returned unit, line by line. */
export const receiveReturn = (returnId: string, lines: { lineId: string; conditions: UnitCondition[] }[]) =>
  request<ReturnRequest>(`api/vendor/returns/${returnId}/receive`, { method: 'post', json: { lines } });

/** GET /api/admin/returns?queue=1 — support's queue (escalated and overdue requests). */
export const getSupportQueue = () => request<ReturnRequest[]>('api/admin/returns?queue=1');

/** POST /api/admin/returns/{id}/decide — support's final decision. */
export const decideReturn = (returnId: string, body: { decision: 'accept' | 'refuse'; pickupDate?: string; note: string }) =>
  request<ReturnRequest>(`api/admin/returns/${returnId}/decide`, { method: 'post', json: body });
