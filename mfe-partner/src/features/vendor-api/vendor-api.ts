// The vendor area's calls. Shapes are the contract's (@manzil/shared/contract).
import { request } from '@manzil/shared';
import { UPLOAD_TOKEN_HEADER } from '@manzil/shared/contract';
import type {
  ApplicationState,
  FulfilmentMove,
  Upload,
  UploadKind,
  UploadToken,
  VendorApplication,
  VendorApplyBody,
  VendorApplicationResubmit,
  VendorBrand,
  VendorBrandInput,
  VendorNotificationList,
  VendorOrderDetail,
  VendorOrderSummary,
  VendorProduct,
  VendorProductFilter,
  VendorProductInput,
  VendorProductQuickEdit,
  VendorSession,
  VendorStats,
} from '@manzil/shared/contract';

/** One of the vendor's products with where it stands (the contract's, Arabic texts included). */
export type { VendorProduct };

export interface VendorProductPage {
  items: VendorProduct[];
  total: number;
  page: number;
  pageSize: number;
}

/**
 * POST /api/uploads?kind= — one file; the server checks it by content. `uploadToken`: an
 * applicant's document (no vendor session yet), sent in the X-Upload-Token header.
 */
export function uploadFile(kind: UploadKind, file: File, uploadToken?: string): Promise<Upload> {
  const body = new FormData();
  body.append('file', file, file.name);
  return request(`api/uploads?kind=${kind}`, {
    method: 'post',
    body,
    ...(uploadToken ? { headers: { [UPLOAD_TOKEN_HEADER]: uploadToken } } : {}),
  });
}

/** POST /api/uploads/token — an applicant's upload token (6 documents, 25 MB, 2 hours). */
export const getUploadToken = (): Promise<UploadToken> => request('api/uploads/token', { method: 'post' });

/** POST /api/vendor/apply — the application with its documents' upload token; the answer signs the applicant in. */
export const applyAsVendor = (input: VendorApplyBody): Promise<{ vendor: VendorSession; application: VendorApplication }> =>
  request('api/vendor/apply', { method: 'post', json: input });

export const getApplication = (): Promise<ApplicationState> => request('api/vendor/application');

export const resubmitApplication = (input: VendorApplicationResubmit): Promise<ApplicationState> =>
  request('api/vendor/application', { method: 'put', json: input });

/** GET /api/vendor/brands — the vendor's brands with their Arabic texts. */
export const getVendorBrands = (): Promise<VendorBrand[]> => request('api/vendor/brands');

export const saveVendorBrand = (input: VendorBrandInput, id?: string): Promise<VendorBrand> =>
  request(id ? `api/vendor/brands/${encodeURIComponent(id)}` : 'api/vendor/brands', { method: id ? 'put' : 'post', json: input });

export function getVendorProductPage(query: {
  q?: string;
  status: VendorProductFilter;
  page: number;
  pageSize?: number;
}): Promise<VendorProductPage> {
  const params = new URLSearchParams({ status: query.status, page: String(query.page), pageSize: String(query.pageSize ?? 20) });
  if (query.q) params.set('q', query.q);
  return request(`api/vendor/products?${params.toString()}`);
}

export const getVendorProduct = (id: string): Promise<VendorProduct> => request(`api/vendor/products/${encodeURIComponent(id)}`);

export const saveVendorProduct = (input: VendorProductInput, id?: string): Promise<VendorProduct> =>
  request(id ? `api/vendor/products/${encodeURIComponent(id)}` : 'api/vendor/products', { method: id ? 'put' : 'post', json: input });

export const quickEditProduct = (id: string, edit: VendorProductQuickEdit): Promise<VendorProduct> =>
  request(`api/vendor/products/${encodeURIComponent(id)}`, { method: 'patch', json: edit });

export const getVendorOrders = (): Promise<VendorOrderSummary[]> => request('api/vendor/orders');

export const getVendorOrder = (id: string): Promise<VendorOrderDetail> => request(`api/vendor/orders/${encodeURIComponent(id)}`);

export const moveVendorOrder = (id: string, move: FulfilmentMove): Promise<VendorOrderDetail> =>
  request(`api/vendor/orders/${encodeURIComponent(id)}/status`, { method: 'post', json: move });

export const getVendorStats = (): Promise<VendorStats> => request('api/vendor/stats');

export const getNotifications = (): Promise<VendorNotificationList> => request('api/vendor/notifications');

export const getUnreadCount = (): Promise<{ unread: number }> => request('api/vendor/notifications/unread');

export const markNotificationsRead = (ids?: string[]): Promise<{ changed: number; unread: number }> =>
  request('api/vendor/notifications/read', { method: 'post', json: ids ? { ids } : {} });
