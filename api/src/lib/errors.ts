/**
 * An error meant for the client: its status, a sentence a person can act on and a stable
 * machine-readable `code` (docs/api.md "Errors"; the general codes are ERROR_CODES of the
 * contract). `new HttpError(409, 'That e-mail …', { code: 'email_taken' })`.
 */
import { codeForStatus } from '@manzil/shared/contract';

export class HttpError extends Error {
  /** Stable snake_case cause sent as `code`; the general code of the status when none is given. */
  readonly code: string;
  /** Extra fields for the body, e.g. `{ error }` where SPEC reads that field. */
  readonly extra: Record<string, unknown>;

  constructor(
    readonly statusCode: number,
    message: string,
    /** Extra fields for the body; a `code` among them becomes the error's code. */
    extra: Record<string, unknown> & { code?: string } = {},
  ) {
    super(message);
    this.name = 'HttpError';
    const { code, ...rest } = extra;
    this.code = code ?? codeForStatus(statusCode);
    this.extra = rest;
  }
}

/** 404 `not_found` (or `code`). */
export const notFound = (message: string, code?: string) => new HttpError(404, message, { code });
/** 401 `unauthorized` (or `code`). */
export const unauthorized = (message = 'Please sign in to continue.', code?: string) => new HttpError(401, message, { code });
/** 403 `forbidden` (or `code`). */
export const forbidden = (message = 'You are not allowed to do that.', code?: string) => new HttpError(403, message, { code });
/** 409 `conflict` (or `extra.code`), with extra body fields. */
export const conflict = (message: string, extra?: Record<string, unknown> & { code?: string }) => new HttpError(409, message, extra);

/** `value`, or a 404 with `message` when it is null. */
export function found<T>(value: T | null | undefined, message: string): T {
  if (value === null || value === undefined) throw notFound(message);
  return value;
}
