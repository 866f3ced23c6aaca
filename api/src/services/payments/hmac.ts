/**
 * Paymob's transaction-callback HMAC (developers.paymob.com → Webhook callbacks & HMAC →
 * HMAC Transaction Callback): the values of 20 fixed keys, in this order, concatenated with no
 * separator, signed with HMAC-SHA512 and the merchant's HMAC secret, hex-encoded, sent as the
 * `hmac` query parameter. The POST "processed" callback nests them in `obj` (`obj.id`,
 * `obj.order.id`, `obj.source_data.pan`…); the GET "response" callback sends them flat
 * (`id`, `order`, `source_data.pan`…). Booleans are written `true`/`false`.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** The keys of the processed (POST) callback's `obj`, in Paymob's order. */
export const PROCESSED_HMAC_KEYS = [
  'amount_cents',
  'created_at',
  'currency',
  'error_occured',
  'has_parent_transaction',
  'id',
  'integration_id',
  'is_3d_secure',
  'is_auth',
  'is_capture',
  'is_refunded',
  'is_standalone_payment',
  'is_voided',
  'order.id',
  'owner',
  'pending',
  'source_data.pan',
  'source_data.sub_type',
  'source_data.type',
  'success',
] as const;

/** The same 20 values as the response (GET) callback names them in its query string. */
export const RESPONSE_HMAC_KEYS = PROCESSED_HMAC_KEYS.map((key) => (key === 'order.id' ? 'order' : key));

function pick(source: Record<string, unknown>, path: string): unknown {
  if (path in source) return source[path];
  return path
    .split('.')
    .reduce<unknown>((value, key) => (value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined), source);
}

const text = (value: unknown) => (value === undefined || value === null ? '' : String(value));

/** The concatenated string of a processed callback's `obj`. */
export const processedHmacString = (obj: Record<string, unknown>) => PROCESSED_HMAC_KEYS.map((key) => text(pick(obj, key))).join('');

/** The concatenated string of a response callback's query. */
export const responseHmacString = (query: Record<string, unknown>) => RESPONSE_HMAC_KEYS.map((key) => text(pick(query, key))).join('');

/** HMAC-SHA512 of `message` with `secret`, lower-case hex. */
export const signHmac = (secret: string, message: string) => createHmac('sha512', secret).update(message, 'utf8').digest('hex');

/** Constant-time comparison of a received hex HMAC with the one computed here. */
export function hmacMatches(secret: string, message: string, received: unknown): boolean {
  if (typeof received !== 'string' || !/^[0-9a-fA-F]{128}$/.test(received)) return false;
  const expected = Buffer.from(signHmac(secret, message), 'hex');
  return timingSafeEqual(expected, Buffer.from(received.toLowerCase(), 'hex'));
}
