// @manzil/shared/vendor: the vendor area's calls (SPEC §2 vendor routes, docs/returns.md), an
// entry of its own so that no shopper's page carries them (a federation singleton loaded with the
// partner remote's vendor pages). Every call sends the HttpOnly vendor cookie and throws
// `ApiError` with the API's sentence (400 bad input, 401/403 role, 404 not yours, 409 a step not
// possible now).
import type { Credentials, ReturnRequest, UnitCondition, VendorSession } from '@manzil/shared/contract';
// Through the root entry, the one shared copy: a relative import would bundle a second API client.
import { request } from '@manzil/shared';

/** POST /api/vendor/login — signs a vendor in. ApiError 401 on bad credentials. */
export const vendorLogin = (body: Credentials): Promise<{ vendor: VendorSession }> =>
  request('api/vendor/login', { method: 'post', json: body });

/** POST /api/vendor/logout — ends the vendor's session. */
export const vendorLogout = (): Promise<void> => request('api/vendor/logout', { method: 'post' });

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
