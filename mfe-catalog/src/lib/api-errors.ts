import { ApiError } from '@manzil/shared';

/** True when the API said the record does not exist (404) or its id is malformed (400). */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}
