/**
 * An error meant for the client: its status, a sentence a person can act on — a message of the
 * API's catalogue (src/i18n/messages.ts), written in the request's language by the error
 * handler — and a stable machine-readable `code` (docs/api.md "Errors"; the general codes are
 * ERROR_CODES of the contract). `new HttpError(409, 'auth.email_taken', { code: 'email_taken' })`,
 * `new HttpError(400, msg('promo.unknown', { code }), { code: 'promo_unknown' })`.
 */
import { codeForStatus } from '@manzil/shared/contract';
import { messageText, type ApiMessage, type MessageRef } from '../i18n/translate.ts';

export class HttpError extends Error {
  /** Stable snake_case cause sent as `code`; the general code of the status when none is given. */
  readonly code: string;
  /** Extra fields for the body, e.g. `{ error }` where SPEC reads that field. */
  readonly extra: Record<string, unknown>;
  /** The sentence, written in the request's language when answered. */
  readonly apiMessage: ApiMessage;

  constructor(
    readonly statusCode: number,
    message: MessageRef,
    /** Extra fields for the body; a `code` among them becomes the error's code. */
    extra: Record<string, unknown> & { code?: string } = {},
  ) {
    // English in `message`, for logs.
    super(messageText(message, 'en'));
    this.name = 'HttpError';
    this.apiMessage = typeof message === 'string' ? { id: message } : message;
    const { code, ...rest } = extra;
    this.code = code ?? codeForStatus(statusCode);
    this.extra = rest;
  }
}

/** 404 `not_found` (or `code`). */
export const notFound = (message: MessageRef, code?: string) => new HttpError(404, message, { code });
/** 401 `unauthorized` (or `code`). */
export const unauthorized = (message: MessageRef = 'auth.sign_in', code?: string) => new HttpError(401, message, { code });
/** 403 `forbidden` (or `code`). */
export const forbidden = (message: MessageRef = 'auth.forbidden', code?: string) => new HttpError(403, message, { code });
/** 409 `conflict` (or `extra.code`), with extra body fields. */
export const conflict = (message: MessageRef, extra?: Record<string, unknown> & { code?: string }) => new HttpError(409, message, extra);

/** `value`, or a 404 with `message` when it is null. */
export function found<T>(value: T | null | undefined, message: MessageRef): T {
  if (value === null || value === undefined) throw notFound(message);
  return value;
}
