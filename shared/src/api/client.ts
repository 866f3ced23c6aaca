import ky, { HTTPError, type KyInstance, type Options } from 'ky';
import { getRuntimeConfig } from '../config';
import { localeStore } from '../stores/locale-store';

/**
 * An API call that failed: the HTTP status (0 for a network failure), a sentence to show and the
 * server's stable `code` (docs/api.md "Errors": `not_found`, `invalid_request`, …; `network`
 * when the API could not be reached, `unknown` when the answer named none).
 */
export class ApiError extends Error {
  /** Stable machine-readable cause, to branch on or translate instead of the sentence. */
  readonly code: string;

  constructor(
    message: string,
    readonly status: number,
    /** The decoded error body, when the server sent one (`{ message, code }`, sometimes `{ error }`). */
    readonly body: Record<string, unknown> | null = null,
  ) {
    super(message);
    this.name = 'ApiError';
    this.code = typeof body?.code === 'string' && body.code ? body.code : status === 0 ? 'network' : 'unknown';
  }
}

/**
 * An ApiError as plain data: what a served document's dehydrated query cache holds for the API's
 * 4xx answer a page shows (`dehydrateForDocument` of @manzil/shared/server writes it, and
 * `servedQueryState` of @manzil/shared/hydration makes it an ApiError again).
 */
export interface ApiErrorJson {
  name: 'ApiError';
  message: string;
  status: number;
  body: Record<string, unknown> | null;
}

let cached: { base: string; instance: KyInstance } | null = null;

/**
 * The one ky instance of the page: base URL from the runtime config, cookies sent with every
 * call (`credentials: 'include'`), no client timeout (SPEC §9: HTTP client timeout 0), and the
 * shopper's language as `Accept-Language: en` or `ar` (catalog names in that language).
 */
export function http(): KyInstance {
  const base = getRuntimeConfig().apiBaseUrl;
  if (cached?.base !== base) {
    cached = {
      base,
      instance: ky.create({
        prefixUrl: base,
        credentials: 'include',
        timeout: false,
        retry: 0,
        hooks: {
          beforeRequest: [(request) => request.headers.set('Accept-Language', localeStore.value)],
        },
      }),
    };
  }
  return cached.instance;
}

/** Turns any failure of a call into an ApiError carrying the server's `message` when there is one. */
export async function toApiError(error: unknown): Promise<ApiError> {
  if (error instanceof ApiError) return error;
  if (error instanceof HTTPError) {
    let body: Record<string, unknown> | null = null;
    try {
      body = (await error.response.clone().json()) as Record<string, unknown>;
    } catch {
      body = null;
    }
    const message =
      (typeof body?.message === 'string' && body.message) ||
      (typeof body?.error === 'string' && body.error) ||
      error.response.statusText ||
      'Request failed';
    return new ApiError(message, error.response.status, body);
  }
  return new ApiError(error instanceof Error ? error.message : String(error), 0);
}

/** Calls `path` (relative to `/api/`… as in SPEC §7, without the leading slash) and decodes JSON. */
export async function request<T>(path: string, options: Options = {}): Promise<T> {
  try {
    const response = await http()(path.replace(/^\/+/, ''), options);
    if (response.status === 204) return undefined as T;
    const text = await response.text();
    return (text ? JSON.parse(text) : undefined) as T;
  } catch (error) {
    throw await toApiError(error);
  }
}
