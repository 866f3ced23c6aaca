/**
 * The error body of every failed API call (ARCHITECTURE "The API host"): a sentence a person
 * can act on (`message`, English as SPEC words it) and a stable machine-readable `code` that a
 * client may translate or branch on instead of reading the sentence. docs/api.md lists them.
 */
import { z } from 'zod';

/**
 * The codes every route may answer with, by cause. Routes may add their own, more precise
 * snake_case codes (e.g. `out_of_stock`, `rate_limited`); a client treats an unknown code like
 * the general one of its HTTP status.
 */
export const ERROR_CODES = {
  /** 400: the body, query or path failed its schema; the message names the field. */
  invalidRequest: 'invalid_request',
  /** 401: no session, or bad credentials. */
  unauthorized: 'unauthorized',
  /** 403: signed in, but not allowed. */
  forbidden: 'forbidden',
  /** 404: no such record or route. */
  notFound: 'not_found',
  /** 409: the request conflicts with what is saved (e-mail taken, stock short). */
  conflict: 'conflict',
  /** 413: the body is too large. */
  tooLarge: 'payload_too_large',
  /** 415: the body is not JSON. */
  unsupportedMediaType: 'unsupported_media_type',
  /** 429: too many attempts. */
  rateLimited: 'rate_limited',
  /** 500: a failure on the server's side. */
  internal: 'internal',
  /** 503: a service the API needs (database, mail) is not reachable. */
  unavailable: 'unavailable',
} as const;

export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

/** The general code of an HTTP status, for an error that names no code of its own. */
export function codeForStatus(status: number): string {
  switch (status) {
    case 400:
      return ERROR_CODES.invalidRequest;
    case 401:
      return ERROR_CODES.unauthorized;
    case 403:
      return ERROR_CODES.forbidden;
    case 404:
      return ERROR_CODES.notFound;
    case 409:
      return ERROR_CODES.conflict;
    case 413:
      return ERROR_CODES.tooLarge;
    case 415:
      return ERROR_CODES.unsupportedMediaType;
    case 429:
      return ERROR_CODES.rateLimited;
    case 503:
      return ERROR_CODES.unavailable;
    default:
      return status >= 500 ? ERROR_CODES.internal : ERROR_CODES.invalidRequest;
  }
}

/** `{ message, code }` — the body of every 4xx and 5xx answer of the API. */
export const apiErrorSchema = z
  .object({
    message: z.string().describe('A sentence a person can act on.'),
    code: z.string().optional().describe('Stable machine-readable cause, e.g. not_found (docs/api.md).'),
    field: z.string().optional().describe('With invalid_request: the path of the field that failed, e.g. shippingAddress.city.'),
  })
  .meta({ id: 'Error' });

/** The error body of every failed API call. */
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;
