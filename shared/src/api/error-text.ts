import { ApiError } from './client';

/** The message ids a caller gives for the failures a person can act on. */
export interface ErrorTextIds {
  network: string;
  fallback: string;
}

/**
 * The sentence to show for a failed call: the server's own message (the API answers
 * `{ message }` sentences), a network sentence when the API could not be reached, else the
 * caller's fallback. Returns a message id or the server's text, flagged.
 */
export function errorText(error: unknown, ids: ErrorTextIds): { id: string } | { text: string } {
  if (error instanceof ApiError) {
    if (error.status === 0) return { id: ids.network };
    if (error.body && typeof error.body.message === 'string' && error.body.message.trim()) {
      return { text: error.body.message };
    }
  }
  return { id: ids.fallback };
}
